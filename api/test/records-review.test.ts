import { DEMO_PASSWORD, type TestServer } from './helpers';
import { newUser } from './family-helpers';
import { api, complete, signIn, type Part, type Signed } from './learning-helpers';
import { pickUp } from './records-helpers';
import {
  assignAdvisor as assign,
  decide,
  family as newFamily,
  personalTask as completedTask,
  startReviewServer,
} from './review-helpers';

// Review before credit and diploma sign-off (docs/product.md "Review before credit").

let server: TestServer;
let admin: Signed;

interface AwaitingBody {
  pending_xp: number;
  returned_xp: number;
  items: { task_id: string; status: string; comment: string | null; xp: number }[];
}
interface CreditsBody {
  total_earned: number;
  requirements_met: boolean;
  awaiting_review: AwaitingBody;
}
interface ReviewTaskBody {
  id: string;
  review: { status: string; comment: string | null; reviewer_role: string | null } | null;
}
interface QueueBody {
  items: {
    task_id: string;
    student: { id: string };
    xp: number;
    status: string;
    evidence: { kind: string; text: string | null }[];
  }[];
  diplomas: { student: { id: string }; credits_earned: number }[];
}
interface DiplomaBody {
  status: string;
  issued_at: string | null;
  accredited: boolean;
  signed_off_by: { name: string; role: string } | null;
}

beforeAll(async () => {
  // 100 XP a credit and a one-credit diploma, so one reviewed task decides it.
  ({ server, admin } = await startReviewServer());
}, 60_000);

afterAll(async () => {
  await server.close();
});

const credits = async (s: Signed) =>
  (await api<CreditsBody>(s, 'GET', '/api/records/credits')).body;

const WRITE_UP: Part[] = [{ name: 'text', value: 'Measured, cut and glued the pieces.' }];

const family = () => newFamily(server);
const personalTask = (kid: Signed, xp = 100, title?: string) =>
  completedTask(server, kid, WRITE_UP, xp, title);
const assignAdvisor = (advisor: Signed, student: Signed) => assign(server, advisor, student, admin);

async function taskReview(kid: Signed, taskId: string) {
  const rows = await api<{ tasks: ReviewTaskBody[] }>(
    kid,
    'GET',
    `/api/quests/${await questOfTask(taskId)}`,
  );
  return rows.body.tasks.find((t) => t.id === taskId)!.review;
}

async function questOfTask(taskId: string): Promise<string> {
  const row = await server.app.ctx.db.kysely
    .selectFrom('student_tasks')
    .select('quest_id')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  return row.quest_id;
}

describe('review before credit', () => {
  it('keeps a personal task’s XP out of credits until a linked parent approves it', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 100);

    // XP counts at once; credits do not.
    const dash = await api<{ xp_total: number }>(kid, 'GET', '/api/users/dashboard');
    expect(dash.body.xp_total).toBe(100);
    const before = await credits(kid);
    expect(before.total_earned).toBe(0);
    expect(before.awaiting_review.pending_xp).toBe(100);
    expect(before.awaiting_review.items.map((i) => [i.task_id, i.status])).toEqual([
      [taskId, 'pending'],
    ]);
    expect(await taskReview(kid, taskId)).toMatchObject({ status: 'pending', comment: null });

    const queue = await api<QueueBody>(parent, 'GET', '/api/reviews');
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((i) => i.task_id === taskId)!;
    expect(item).toMatchObject({ student: { id: kid.userId }, xp: 100, status: 'pending' });
    expect(item.evidence[0]).toMatchObject({
      kind: 'text',
      text: 'Measured, cut and glued the pieces.',
    });

    const approved = await decide(parent, taskId, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved' });

    const after = await credits(kid);
    expect(after.total_earned).toBe(1);
    expect(after.awaiting_review.pending_xp).toBe(0);
    expect(await taskReview(kid, taskId)).toMatchObject({
      status: 'approved',
      reviewer_role: 'parent',
    });
    expect((await api<QueueBody>(parent, 'GET', '/api/reviews')).body.items).toEqual([]);

    const log = await api<{ items: { action: string; target_id: string; actor_id?: string }[] }>(
      admin,
      'GET',
      '/api/admin/audit-log',
    );
    expect(
      log.body.items.some((e) => e.action === 'review.approve' && e.target_id === taskId),
    ).toBe(true);
  });

  it('keeps returned work out of credits and shows the student the comment', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 80);

    const noComment = await decide(parent, taskId, { decision: 'return' });
    expect(noComment.status).toBe(400);
    expect(noComment.body.fields).toHaveProperty('comment');

    const returned = await decide(parent, taskId, {
      decision: 'return',
      comment: 'Add a photo of the finished birdhouse.',
    });
    expect(returned.status).toBe(200);
    const c = await credits(kid);
    expect(c.total_earned).toBe(0);
    expect(c.awaiting_review.returned_xp).toBe(80);
    expect(c.awaiting_review.items[0]).toMatchObject({
      status: 'returned',
      comment: 'Add a photo of the finished birdhouse.',
    });
    expect(await taskReview(kid, taskId)).toMatchObject({
      status: 'returned',
      comment: 'Add a photo of the finished birdhouse.',
    });
    // A decision is final: approving returned work is refused and changes nothing.
    expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(409);
    expect((await credits(kid)).total_earned).toBe(0);
  });

  it('counts a concurrent double approval once', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 100);
    const [a, b] = await Promise.all([
      decide(parent, taskId, { decision: 'approve' }),
      decide(parent, taskId, { decision: 'approve' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await credits(kid)).total_earned).toBe(1);
    const audits = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'review.approve')
      .where('target_id', '=', taskId)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('reviews a parent-made private quest’s tasks, and credits catalogue work at once', async () => {
    const { kid, parent } = await family();
    const made = await api<{ id: string }>(parent, 'POST', `/api/parent/quests/${kid.userId}`, {
      title: 'Garden season',
      description: 'Grow tomatoes from seed.',
      tasks: [{ title: 'Plant the seeds', description: 'In trays.', pillar: 'stem', xp: 100 }],
    });
    expect(made.status).toBe(201);
    const quest = await api<{ tasks: { id: string }[] }>(kid, 'GET', `/api/quests/${made.body.id}`);
    const taskId = quest.body.tasks[0]!.id;
    expect((await complete(kid, taskId, [{ name: 'text', value: 'Planted 12.' }])).status).toBe(
      200,
    );
    expect((await credits(kid)).total_earned).toBe(0);
    expect((await credits(kid)).awaiting_review.pending_xp).toBe(100);
    expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(200);
    expect((await credits(kid)).total_earned).toBe(1);

    // A catalogue task needs no review.
    const catalogue = await pickUp(server, kid, 'couch-to-5k');
    const first = catalogue.tasks[0]!;
    expect((await complete(kid, first.id, [{ name: 'text', value: 'Ran.' }])).status).toBe(200);
    expect(await taskReview(kid, first.id)).toBeNull();
    expect((await credits(kid)).awaiting_review.pending_xp).toBe(0);
  });

  it('refuses everyone but the reviewer the rules name', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 50);
    const stranger = await newUser(server, 'parent');
    const advisor = await newUser(server, 'advisor');
    const observer = await signIn(server, 'observer@optio.test', DEMO_PASSWORD);

    expect((await decide(stranger, taskId, { decision: 'approve' })).status).toBe(404);
    expect((await decide(advisor, taskId, { decision: 'approve' })).status).toBe(404);
    expect((await decide(kid, taskId, { decision: 'approve' })).status).toBe(403);
    expect((await decide(observer, taskId, { decision: 'approve' })).status).toBe(403);
    expect((await api(kid, 'GET', '/api/reviews')).status).toBe(403);
    expect(
      (await api<QueueBody>(stranger, 'GET', '/api/reviews')).body.items.some(
        (i) => i.task_id === taskId,
      ),
    ).toBe(false);

    // The family turns parent review off: nobody may review (the work waits).
    const off = await api<{ reviewer: string; parent_review: boolean }>(
      parent,
      'PUT',
      `/api/reviews/family/${kid.userId}`,
      { parent_review: false },
    );
    expect(off.body).toMatchObject({ parent_review: false, reviewer: 'none' });
    expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(404);
    expect(
      (await api(stranger, 'PUT', `/api/reviews/family/${kid.userId}`, { parent_review: true }))
        .status,
    ).toBe(404);
    await api(parent, 'PUT', `/api/reviews/family/${kid.userId}`, { parent_review: true });

    // With an assigned advisor, the advisor reviews and the parent no longer may.
    await assignAdvisor(advisor, kid);
    const rules = await api<{ reviewer: string; personal_task_xp_cap: number }>(
      kid,
      'GET',
      '/api/records/review-rules',
    );
    expect(rules.body).toEqual({ reviewer: 'advisor', personal_task_xp_cap: 150 });
    expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(404);
    const queue = await api<QueueBody>(advisor, 'GET', '/api/reviews');
    expect(queue.body.items.map((i) => i.task_id)).toEqual([taskId]);
    const ok = await decide(advisor, taskId, { decision: 'approve' });
    expect(ok.status).toBe(200);
    expect(await taskReview(kid, taskId)).toMatchObject({ reviewer_role: 'advisor' });
  });

  it('lets an admin require advisor review platform-wide', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 50);
    const put = await api(admin, 'PUT', '/api/admin/review-settings', {
      require_advisor_review: true,
      personal_task_xp_cap: 150,
    });
    expect(put.status).toBe(200);
    try {
      expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(404);
      expect((await api<QueueBody>(parent, 'GET', '/api/reviews')).body.items).toEqual([]);
      const setting = await api<{ reviewer: string; require_advisor_review: boolean }>(
        parent,
        'GET',
        `/api/reviews/family/${kid.userId}`,
      );
      expect(setting.body).toMatchObject({ reviewer: 'none', require_advisor_review: true });
    } finally {
      await api(admin, 'PUT', '/api/admin/review-settings', {
        require_advisor_review: false,
        personal_task_xp_cap: 150,
      });
    }
    expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(200);
  });

  it('caps a personal task’s XP (default 150, an admin setting)', async () => {
    const { kid } = await family();
    const quest = await pickUp(server, kid, 'solar-oven');
    const add = (xp: number) =>
      api<{ fields?: Record<string, string> }>(kid, 'POST', `/api/quests/${quest.id}/tasks`, {
        title: 'Extra',
        pillar: 'art',
        xp,
      });
    const tooMuch = await add(151);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ xp: 'XP must be at most 150' });
    expect((await add(150)).status).toBe(201);

    const bad = await api<{ fields?: Record<string, string> }>(
      admin,
      'PUT',
      '/api/admin/review-settings',
      { require_advisor_review: 'yes', personal_task_xp_cap: 5 },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('require_advisor_review');
    expect(bad.body.fields).toHaveProperty('personal_task_xp_cap');
    expect(
      (
        await api(kid, 'PUT', '/api/admin/review-settings', {
          require_advisor_review: false,
          personal_task_xp_cap: 300,
        })
      ).status,
    ).toBe(403);

    await api(admin, 'PUT', '/api/admin/review-settings', {
      require_advisor_review: false,
      personal_task_xp_cap: 300,
    });
    try {
      expect((await add(300)).status).toBe(201);
      expect((await add(301)).body.fields).toEqual({ xp: 'XP must be at most 300' });
    } finally {
      await api(admin, 'PUT', '/api/admin/review-settings', {
        require_advisor_review: false,
        personal_task_xp_cap: 150,
      });
    }
    const log = await api<{ items: { action: string }[] }>(admin, 'GET', '/api/admin/audit-log');
    expect(log.body.items.some((e) => e.action === 'review_settings.update')).toBe(true);
  });

  it('answers bad input with a 4xx and a field message', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 40);
    const badId = await decide(parent, 'not-a-uuid', { decision: 'approve' });
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toHaveProperty('taskId');
    const badDecision = await decide(parent, taskId, { decision: 'maybe' });
    expect(badDecision.status).toBe(400);
    expect(badDecision.body.fields).toHaveProperty('decision');
    const long = await decide(parent, taskId, { decision: 'return', comment: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('comment');
    const extra = await decide(parent, taskId, { decision: 'approve', xp: 1000 });
    expect(extra.status).toBe(400);
    const unknown = await decide(parent, '00000000-0000-4000-8000-000000000000', {
      decision: 'approve',
    });
    expect(unknown.status).toBe(404);
    const badSetting = await api<{ fields?: Record<string, string> }>(
      parent,
      'PUT',
      `/api/reviews/family/${kid.userId}`,
      { parent_review: 'sometimes' },
    );
    expect(badSetting.status).toBe(400);
    expect(badSetting.body.fields).toHaveProperty('parent_review');
    expect((await api(parent, 'POST', '/api/reviews/students/nope/diploma', {})).status).toBe(400);
  });
});

describe('diploma sign-off', () => {
  it('is not issued without a sign-off; a parent’s sign-off issues it, never accredited', async () => {
    const { kid, parent } = await family();
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ subscription_tier: 'enterprise' })
      .where('id', '=', kid.userId)
      .execute();
    const taskId = await personalTask(kid, 100);

    // Credits not met (the work is not reviewed): signing off is refused.
    expect(
      (await api(parent, 'POST', `/api/reviews/students/${kid.userId}/diploma`, {})).status,
    ).toBe(409);
    await decide(parent, taskId, { decision: 'approve' });

    const waiting = await api<DiplomaBody>(kid, 'GET', '/api/records/diploma');
    expect(waiting.body).toMatchObject({
      status: 'awaiting_signoff',
      issued_at: null,
      accredited: false,
      signed_off_by: null,
    });
    const queue = await api<QueueBody>(parent, 'GET', '/api/reviews');
    expect(queue.body.diplomas.map((d) => d.student.id)).toEqual([kid.userId]);

    const stranger = await newUser(server, 'parent');
    expect(
      (await api(stranger, 'POST', `/api/reviews/students/${kid.userId}/diploma`, {})).status,
    ).toBe(404);

    const signed = await api<{ accredited: boolean; signed_off_by: { role: string } }>(
      parent,
      'POST',
      `/api/reviews/students/${kid.userId}/diploma`,
      {},
    );
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ accredited: false, signed_off_by: { role: 'parent' } });
    const issued = await api<DiplomaBody>(kid, 'GET', '/api/records/diploma');
    expect(issued.body.status).toBe('issued');
    expect(issued.body.accredited).toBe(false);
    expect(
      (await api(parent, 'POST', `/api/reviews/students/${kid.userId}/diploma`, {})).status,
    ).toBe(409);
    const log = await api<{ items: { action: string; target_id: string }[] }>(
      admin,
      'GET',
      '/api/admin/audit-log',
    );
    expect(
      log.body.items.some((e) => e.action === 'diploma.sign_off' && e.target_id === kid.userId),
    ).toBe(true);
  });

  it('is accredited only for the enterprise tier with an advisor’s sign-off', async () => {
    const advisor = await newUser(server, 'advisor');
    const tiers: Record<string, boolean> = {};
    for (const tier of ['enterprise', 'creator'] as const) {
      const { kid } = await family();
      await server.app.ctx.db.kysely
        .updateTable('users')
        .set({ subscription_tier: tier })
        .where('id', '=', kid.userId)
        .execute();
      await assignAdvisor(advisor, kid);
      const taskId = await personalTask(kid, 100);
      expect((await decide(advisor, taskId, { decision: 'approve' })).status).toBe(200);
      const signed = await api<{ accredited: boolean }>(
        advisor,
        'POST',
        `/api/reviews/students/${kid.userId}/diploma`,
        {},
      );
      expect(signed.status).toBe(200);
      const d = await api<DiplomaBody>(kid, 'GET', '/api/records/diploma');
      expect(d.body.status).toBe('issued');
      expect(d.body.signed_off_by?.role).toBe('advisor');
      tiers[tier] = d.body.accredited;
    }
    expect(tiers).toEqual({ enterprise: true, creator: false });
  });

  it('shows each credited quest on the transcript with its evidence link and reviewer', async () => {
    const { kid, parent } = await family();
    const taskId = await personalTask(kid, 100, 'Wrote a field guide');
    const returnedId = await personalTask(kid, 60, 'Half-done sketch');
    await decide(parent, taskId, { decision: 'approve' });
    await decide(parent, returnedId, { decision: 'return', comment: 'Finish it first.' });
    const t = await api<{
      subjects: {
        subject: string;
        quests: {
          title: string;
          tasks: {
            task_id: string;
            portfolio_path: string;
            reviewed_by: { role: string } | null;
          }[];
        }[];
      }[];
    }>(kid, 'GET', '/api/records/transcript');
    const tasks = t.body.subjects.flatMap((s) => s.quests.flatMap((q) => q.tasks));
    expect(tasks.map((x) => x.task_id)).toEqual([taskId]);
    expect(tasks[0]).toMatchObject({
      portfolio_path: `/profile#portfolio-item-${taskId}`,
      reviewed_by: { role: 'parent' },
    });
  });
});
