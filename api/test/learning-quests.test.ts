import { startServer, type TestServer } from './helpers';
import {
  api,
  DEMO_PASSWORD,
  newStudent,
  questId,
  signIn,
  type ListBody,
  type QuestBody,
  type Signed,
  type TaskBody,
} from './learning-helpers';

let server: TestServer;
let sam: Signed; // the seeded demo student
let ana: Signed; // a fresh student
let bo: Signed; // another fresh student
let parent: Signed;

beforeAll(async () => {
  server = await startServer();
  [sam, ana, bo, parent] = await Promise.all([
    signIn(server, 'student@optio.test', DEMO_PASSWORD),
    newStudent(server),
    newStudent(server),
    signIn(server, 'parent@optio.test', DEMO_PASSWORD),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('catalogue', () => {
  it('lists active quests with pillars, total XP and paging', async () => {
    const all = await api<ListBody>(ana, 'GET', '/api/quests?page_size=50');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(12);
    expect(all.body.items).toHaveLength(all.body.total);
    const pillars = new Set(all.body.items.flatMap((q) => q.pillars));
    expect([...pillars].sort()).toEqual(['art', 'civics', 'communication', 'stem', 'wellness']);
    for (const q of all.body.items) {
      expect(q.task_count).toBeGreaterThanOrEqual(3);
      expect(q.task_count).toBeLessThanOrEqual(6);
      expect(q.enrolment).toBeNull();
    }
    const music = all.body.items.find((q) => q.title === 'Compose Your First Song')!;
    expect(music.total_xp).toBe(350);
    expect(music.pillars).toEqual(['stem', 'communication', 'art']);

    const p1 = await api<ListBody>(ana, 'GET', '/api/quests?page_size=5');
    const p3 = await api<ListBody>(ana, 'GET', '/api/quests?page_size=5&page=3');
    expect(p1.body).toMatchObject({ page: 1, page_size: 5, total: all.body.total });
    expect(p1.body.items.map((q) => q.id)).toEqual(all.body.items.slice(0, 5).map((q) => q.id));
    expect(p3.body.items.map((q) => q.id)).toEqual(all.body.items.slice(10, 15).map((q) => q.id));
    const beyond = await api<ListBody>(ana, 'GET', '/api/quests?page=99');
    expect(beyond.body.items).toEqual([]);
    expect((await api<ListBody>(ana, 'GET', '/api/quests')).body.page_size).toBe(12);
  });

  it('searches case-insensitively and filters by pillar', async () => {
    const s = await api<ListBody>(ana, 'GET', '/api/quests?search=SOLAR');
    expect(s.body.items.map((q) => q.title)).toEqual(['Build a Solar Oven']);
    const none = await api<ListBody>(ana, 'GET', '/api/quests?search=%25_%25');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const civics = await api<ListBody>(ana, 'GET', '/api/quests?pillar=civics&page_size=50');
    expect(civics.body.total).toBeGreaterThan(2);
    for (const q of civics.body.items) expect(q.pillars).toContain('civics');
    const both = await api<ListBody>(ana, 'GET', '/api/quests?pillar=wellness&search=sleep');
    expect(both.body.items.map((q) => q.title)).toEqual(['The Science of Sleep']);
  });

  it('refuses bad list parameters with 400 and field messages', async () => {
    for (const qs of [
      'page=0',
      'page=abc',
      'page_size=51',
      'page_size=1.5',
      'pillar=magic',
      `search=${'x'.repeat(101)}`,
      'color=red',
    ]) {
      const res = await api(ana, 'GET', `/api/quests?${qs}`);
      expect({ qs, status: res.status }).toEqual({ qs, status: 400 });
      expect(res.body.fields).toBeDefined();
    }
  });

  it('lets any signed-in user read the catalogue, but not anonymous callers', async () => {
    expect((await api(parent, 'GET', '/api/quests')).status).toBe(200);
    expect((await server.client().get('/api/quests')).status).toBe(401);
  });

  it('shows template tasks with subject splits to a student who has not picked it up', async () => {
    const id = await questId(server, 'code-a-game');
    const res = await api<QuestBody>(ana, 'GET', `/api/quests/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.big_idea).toMatch(/rules/);
    expect(res.body.enrolment).toBeNull();
    for (const t of res.body.tasks) {
      expect(t.xp).toBeGreaterThanOrEqual(50);
      expect(t.xp).toBeLessThanOrEqual(300);
      expect(t.subjects.reduce((a, s) => a + s.xp, 0)).toBe(t.xp);
      expect(t.evidence).toEqual([]);
    }
    expect((await api(ana, 'GET', '/api/quests/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await api(ana, 'GET', '/api/quests/not-a-uuid')).status).toBe(400);
  });
});

describe('enrolment', () => {
  it('picks up (201, own task copies), is idempotent, sets down with a reflection and picks up again', async () => {
    const id = await questId(server, 'personal-budget');
    const tpl = await api<QuestBody>(ana, 'GET', `/api/quests/${id}`);
    const first = await api<QuestBody>(ana, 'POST', `/api/quests/${id}/pick-up`, {});
    expect(first.status).toBe(201);
    expect(first.body.enrolment).toMatchObject({
      status: 'active',
      pickup_count: 1,
      tasks_total: 4,
      tasks_completed: 0,
      xp_earned: 0,
    });
    expect(first.body.enrolment!.history).toHaveLength(1);
    const tplIds = new Set(tpl.body.tasks.map((t) => t.id));
    for (const [i, t] of first.body.tasks.entries()) {
      expect(tplIds.has(t.id)).toBe(false); // the student's own copy
      expect(t.title).toBe(tpl.body.tasks[i]!.title);
      expect(t.subjects).toEqual(tpl.body.tasks[i]!.subjects);
    }
    expect(first.body.tasks.find((t) => t.title === 'Talk money with an adult')!.required).toBe(
      false,
    );

    const again = await api<QuestBody>(ana, 'POST', `/api/quests/${id}/pick-up`);
    expect(again.status).toBe(200);
    expect(again.body.enrolment!.pickup_count).toBe(1);
    expect(again.body.tasks.map((t) => t.id)).toEqual(first.body.tasks.map((t) => t.id));

    const mine = await api<{ active: QuestBody[] }>(ana, 'GET', '/api/quests/mine');
    expect(mine.body.active.map((q) => q.id)).toEqual([id]);

    expect(
      (await api(ana, 'POST', `/api/quests/${id}/set-down`, { reflection: '   ' })).status,
    ).toBe(400);
    expect(
      (await api(ana, 'POST', `/api/quests/${id}/set-down`, { reflection: 'x'.repeat(2001) }))
        .status,
    ).toBe(400);
    const down = await api<QuestBody>(ana, 'POST', `/api/quests/${id}/set-down`, {
      reflection: 'Busy with exams; back in June.',
    });
    expect(down.status).toBe(200);
    expect(down.body.enrolment!.status).toBe('set_down');
    expect(down.body.enrolment!.history[0]).toMatchObject({
      reflection: 'Busy with exams; back in June.',
    });
    expect(down.body.enrolment!.history[0]!.set_down_at).not.toBeNull();
    expect(
      (await api(ana, 'POST', `/api/quests/${id}/set-down`, { reflection: 'again' })).status,
    ).toBe(409);
    const mine2 = await api<{ active: QuestBody[]; set_down: QuestBody[] }>(
      ana,
      'GET',
      '/api/quests/mine',
    );
    expect(mine2.body.active).toEqual([]);
    expect(mine2.body.set_down.map((q) => q.id)).toEqual([id]);

    server.advance(60_000);
    const back = await api<QuestBody>(ana, 'POST', `/api/quests/${id}/pick-up`, {});
    expect(back.status).toBe(200);
    expect(back.body.enrolment).toMatchObject({ status: 'active', pickup_count: 2 });
    expect(back.body.enrolment!.history).toHaveLength(2);
    expect(back.body.enrolment!.history[1]).toMatchObject({ set_down_at: null, reflection: null });
    expect(back.body.tasks.map((t) => t.id)).toEqual(first.body.tasks.map((t) => t.id));
  });

  it('keeps one enrolment under concurrent pick-ups', async () => {
    const id = await questId(server, 'poetry-slam');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api<QuestBody>(bo, 'POST', `/api/quests/${id}/pick-up`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const row = await server.app.ctx.db.kysely
      .selectFrom('enrolments')
      .select('id')
      .where('quest_id', '=', id)
      .where('student_id', '=', bo.userId)
      .execute();
    expect(row).toHaveLength(1);
    const detail = await api<QuestBody>(bo, 'GET', `/api/quests/${id}`);
    expect(detail.body.tasks).toHaveLength(4);
    expect(detail.body.enrolment!.pickup_count).toBe(1);
  });

  it('sets and clears due dates on the quest and on a task', async () => {
    const id = await questId(server, 'couch-to-5k');
    await api(ana, 'POST', `/api/quests/${id}/pick-up`);
    const set = await api<QuestBody>(ana, 'PATCH', `/api/quests/${id}/enrolment`, {
      due_date: '2031-05-01',
    });
    expect(set.status).toBe(200);
    expect(set.body.enrolment!.due_date).toBe('2031-05-01');
    for (const due_date of ['2031-02-30', '01/05/2031', 20310501, '']) {
      expect((await api(ana, 'PATCH', `/api/quests/${id}/enrolment`, { due_date })).status).toBe(
        400,
      );
    }
    const task = set.body.tasks[0]!;
    const t = await api<TaskBody>(ana, 'PATCH', `/api/tasks/${task.id}`, {
      due_date: '2031-04-01',
    });
    expect(t.status).toBe(200);
    expect(t.body.due_date).toBe('2031-04-01');
    const cleared = await api<TaskBody>(ana, 'PATCH', `/api/tasks/${task.id}`, { due_date: null });
    expect(cleared.body.due_date).toBeNull();
    expect(
      (await api(ana, 'PATCH', `/api/tasks/${task.id}`, { due_date: null, xp: 5 })).status,
    ).toBe(400);
    const notMine = await questId(server, 'local-government');
    expect(
      (await api(ana, 'PATCH', `/api/quests/${notMine}/enrolment`, { due_date: null })).status,
    ).toBe(409);
  });

  it('adds personal tasks with a subject split (default or given) and checks them', async () => {
    const id = await questId(server, 'community-mural');
    await api(ana, 'POST', `/api/quests/${id}/pick-up`);
    const t = await api<TaskBody>(ana, 'POST', `/api/quests/${id}/tasks`, {
      title: 'Paint a test wall',
      pillar: 'art',
      xp: 120,
    });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({
      is_personal: true,
      required: false,
      xp: 120,
      description: '',
      subjects: [{ subject: 'fine_arts', xp: 120 }],
    });
    const split = await api<TaskBody>(ana, 'POST', `/api/quests/${id}/tasks`, {
      title: 'Budget the paint',
      description: 'Price the paint per square metre.',
      pillar: 'stem',
      xp: 60,
      subjects: [
        { subject: 'math', xp: 40 },
        { subject: 'financial_literacy', xp: 20 },
      ],
    });
    expect(split.status).toBe(201);
    const detail = await api<QuestBody>(ana, 'GET', `/api/quests/${id}`);
    expect(detail.body.tasks.slice(-2).map((x) => x.title)).toEqual([
      'Paint a test wall',
      'Budget the paint',
    ]);
    expect(detail.body.enrolment!.tasks_total).toBe(6);

    const bad: Record<string, unknown>[] = [
      { title: 'x', pillar: 'art', xp: 9 },
      { title: 'x', pillar: 'art', xp: 1001 },
      { title: 'x', pillar: 'art', xp: 50.5 },
      { title: 'x', pillar: 'art', xp: '50' },
      { title: '', pillar: 'art', xp: 50 },
      { title: 'x'.repeat(201), pillar: 'art', xp: 50 },
      { title: 'x', pillar: 'music', xp: 50 },
      { title: 'x', pillar: 'art', xp: 50, owner: 'me' },
      { title: 'x', pillar: 'art', xp: 50, subjects: [{ subject: 'math', xp: 49 }] },
      {
        title: 'x',
        pillar: 'art',
        xp: 50,
        subjects: [
          { subject: 'math', xp: 25 },
          { subject: 'math', xp: 25 },
        ],
      },
      { title: 'x', pillar: 'art', xp: 50, subjects: [{ subject: 'cooking', xp: 50 }] },
      {
        title: 'x',
        pillar: 'art',
        xp: 60,
        subjects: ['math', 'science', 'pe', 'health', 'cte', 'electives'].map((subject) => ({
          subject,
          xp: 10,
        })),
      },
    ];
    for (const body of bad) {
      const res = await api(ana, 'POST', `/api/quests/${id}/tasks`, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.fields).toBeDefined();
    }
    expect((await api(ana, 'POST', `/api/quests/${id}/tasks`, undefined)).status).toBe(400);
    const notPicked = await questId(server, 'local-government');
    expect(
      (
        await api(ana, 'POST', `/api/quests/${notPicked}/tasks`, {
          title: 'x',
          pillar: 'art',
          xp: 50,
        })
      ).status,
    ).toBe(409);
  });
});

describe('access', () => {
  it("hides another student's enrolment, tasks and changes (404) and refuses non-students (403)", async () => {
    const id = await questId(server, 'music-composition');
    const samView = await api<QuestBody>(sam, 'GET', `/api/quests/${id}`);
    expect(samView.body.enrolment).not.toBeNull();
    const samTask = samView.body.tasks.find((t) => !t.completed_at)!;
    // Ana sees the catalogue version, never Sam's copies or evidence.
    const anaView = await api<QuestBody>(ana, 'GET', `/api/quests/${id}`);
    expect(anaView.body.enrolment).toBeNull();
    expect(anaView.body.tasks.map((t) => t.id)).not.toContain(samTask.id);
    expect(
      (await api(ana, 'PATCH', `/api/tasks/${samTask.id}`, { due_date: '2030-01-01' })).status,
    ).toBe(404);
    const after = await api<QuestBody>(sam, 'GET', `/api/quests/${id}`);
    expect(after.body.tasks.find((t) => t.id === samTask.id)!.due_date).toBe(samTask.due_date);

    expect((await api(parent, 'POST', `/api/quests/${id}/pick-up`)).status).toBe(403);
    expect(
      (await api(parent, 'PATCH', `/api/tasks/${samTask.id}`, { due_date: null })).status,
    ).toBe(403);
    expect((await api(parent, 'GET', '/api/quests/mine')).body).toEqual({
      active: [],
      completed: [],
      set_down: [],
    });
  });

  it('needs the CSRF header on changes', async () => {
    const id = await questId(server, 'podcast-launch');
    const res = await ana.c.request(
      'POST',
      `/api/quests/${id}/pick-up`,
      {},
      {
        token: ana.token,
        noCsrf: true,
      },
    );
    expect(res.status).toBe(403);
  });
});
