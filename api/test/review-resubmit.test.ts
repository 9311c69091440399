import type { TestServer } from './helpers';
import { newUser } from './family-helpers';
import {
  api,
  complete,
  postForm,
  tinyPng,
  type Part,
  type Signed,
  type TaskBody,
} from './learning-helpers';
import { pickUp } from './records-helpers';
import {
  decide,
  family,
  fileEvidenceId,
  personalTask,
  queueItem,
  startReviewServer,
} from './review-helpers';

// A returned task is resubmitted (docs/api/records.md "Review before credit"): only by its
// student, only while returned; it waits for review again and stays out of credits.

jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  // 100 XP a credit, so one reviewed task is one credit.
  ({ server } = await startReviewServer());
}, 60_000);

afterAll(async () => {
  await server.close();
});

type ResubmitBody = TaskBody & {
  review: { status: string; comment: string | null } | null;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
};

const resubmit = (s: Signed, taskId: string, parts: Part[]) =>
  postForm<ResubmitBody>(s, `/api/tasks/${taskId}/resubmit`, parts);

const credits = async (kid: Signed) =>
  (
    await api<{
      total_earned: number;
      awaiting_review: { pending_xp: number; returned_xp: number };
    }>(kid, 'GET', '/api/records/credits')
  ).body;

const COMMENT = 'Add a photo of the finished birdhouse.';

/** A family whose personal task (text evidence and one file) the parent returned. */
async function returnedTask() {
  const { kid, parent } = await family(server);
  const taskId = await personalTask(server, kid, [
    { name: 'text', value: 'Measured and cut.' },
    { name: 'files', value: tinyPng(), filename: 'plan.png', type: 'image/png' },
  ]);
  expect((await decide(parent, taskId, { decision: 'return', comment: COMMENT })).status).toBe(200);
  return { kid, parent, taskId };
}

const auditOf = (taskId: string) =>
  server.app.ctx.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'details'])
    .where('target_id', '=', taskId)
    .orderBy('created_at')
    .execute();

describe('resubmitting returned work', () => {
  it('replaces the evidence, waits for review again and counts only once approved', async () => {
    const { kid, parent, taskId } = await returnedTask();
    const before = (await queueItem(parent, taskId)) ?? null;
    expect(before).toBeNull();
    const oldFileId = await fileEvidenceId(server, taskId);

    const res = await resubmit(kid, taskId, [
      { name: 'text', value: 'Finished and painted it; photo attached.' },
      { name: 'files', value: tinyPng(), filename: 'finished.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({ status: 'pending', comment: COMMENT });
    expect(res.body.evidence.map((e) => [e.kind, e.text ?? e.file?.name])).toEqual([
      ['text', 'Finished and painted it; photo attached.'],
      ['file', 'finished.png'],
    ]);
    // The replaced file is gone for its student too.
    const gone = await fetch(`${server.url}/api/evidence/${oldFileId}/file`, {
      headers: { authorization: `Bearer ${kid.token}` },
    });
    expect(gone.status).toBe(404);

    const c = await credits(kid);
    expect(c).toMatchObject({ total_earned: 0 });
    expect(c.awaiting_review).toMatchObject({ pending_xp: 100, returned_xp: 0 });

    const item = await queueItem(parent, taskId);
    expect(item).toMatchObject({ status: 'pending', comment: COMMENT });
    expect(item!.evidence.map((e) => e.file_name ?? e.text)).toEqual([
      'Finished and painted it; photo attached.',
      'finished.png',
    ]);

    // A second resubmission while it waits is refused.
    const again = await resubmit(kid, taskId, [{ name: 'text', value: 'One more change.' }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This work is already waiting for review');
    expect(again.body.code).toBe('learning.resubmit_pending');

    expect((await decide(parent, taskId, { decision: 'approve' })).status).toBe(200);
    expect((await credits(kid)).total_earned).toBe(1);

    // The history keeps each step: the return with its comment, the resubmission, the approval.
    const log = await auditOf(taskId);
    expect(log.map((e) => [e.action, e.actor_id])).toEqual([
      ['review.return', parent.userId],
      ['review.resubmit', kid.userId],
      ['review.approve', parent.userId],
    ]);
    expect(JSON.parse(log[0]!.details)).toMatchObject({ comment: COMMENT });
    expect(JSON.parse(log[1]!.details)).toMatchObject({ returned_comment: COMMENT });

    const approved = await resubmit(kid, taskId, [{ name: 'text', value: 'Late change.' }]);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe(
      'This work was approved; approved work cannot be resubmitted',
    );
  });

  it('keeps the files the student chooses, after the new text', async () => {
    const { kid, taskId } = await returnedTask();
    const keptId = await fileEvidenceId(server, taskId);
    const res = await resubmit(kid, taskId, [
      { name: 'link', value: 'https://example.com/birdhouse' },
      { name: 'keep', value: keptId },
      { name: 'confidential', value: 'true' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.evidence.map((e) => [e.kind, e.id === keptId, e.confidential])).toEqual([
      ['link', false, true],
      ['file', true, true],
    ]);
  });

  it('is refused to everyone but the student, and for work that was not returned', async () => {
    const { kid, parent, taskId } = await returnedTask();
    const text: Part[] = [{ name: 'text', value: 'Changed.' }];
    expect((await resubmit(await newUser(server, 'student'), taskId, text)).status).toBe(404);
    expect((await resubmit(parent, taskId, text)).status).toBe(403);
    expect((await resubmit(kid, '00000000-0000-4000-8000-000000000000', text)).status).toBe(404);

    // Pending (never reviewed) work.
    const pending = await personalTask(server, kid, text);
    const p = await resubmit(kid, pending, text);
    expect([p.status, p.body.message]).toEqual([409, 'This work is already waiting for review']);

    // Catalogue work needs no review; an open task is not done yet.
    const quest = await pickUp(server, kid, 'couch-to-5k');
    const [first, second] = quest.tasks;
    expect((await complete(kid, first!.id, text)).status).toBe(200);
    const none = await resubmit(kid, first!.id, text);
    expect([none.status, none.body.message]).toEqual([
      409,
      'This task needs no review, so there is nothing to resubmit',
    ]);
    const open = await resubmit(kid, second!.id, text);
    expect([open.status, open.body.message]).toEqual([409, 'Complete this task first']);

    // None of this changed the returned task.
    const task = await api<{ tasks: ResubmitBody[] }>(
      kid,
      'GET',
      `/api/quests/${await questOf(taskId)}`,
    );
    expect(task.body.tasks.find((t) => t.id === taskId)!.review!.status).toBe('returned');
  });

  it('answers bad input with a 400 and a field message', async () => {
    const { kid, taskId } = await returnedTask();
    const empty = await resubmit(kid, taskId, [{ name: 'text', value: '   ' }]);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('evidence');
    const badKeep = await resubmit(kid, taskId, [{ name: 'keep', value: 'not-an-id' }]);
    expect(badKeep.status).toBe(400);
    expect(badKeep.body.fields).toHaveProperty('keep');
    const foreign = await resubmit(kid, taskId, [
      { name: 'keep', value: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ keep: 'Keep only files this task already has' });
    const badLink = await resubmit(kid, taskId, [{ name: 'link', value: 'ftp://x' }]);
    expect(badLink.status).toBe(400);
    expect(badLink.body.fields).toHaveProperty('link');
    const json = await api(kid, 'POST', `/api/tasks/${taskId}/resubmit`, { text: 'x' });
    expect(json.status).toBe(415);
    const badId = await resubmit(kid, 'nope', [{ name: 'text', value: 'x' }]);
    expect(badId.status).toBe(400);
    // Still returned after every refusal.
    expect((await credits(kid)).awaiting_review.returned_xp).toBe(100);
  });
});

async function questOf(taskId: string): Promise<string> {
  const row = await server.app.ctx.db.kysely
    .selectFrom('student_tasks')
    .select('quest_id')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  return row.quest_id;
}
