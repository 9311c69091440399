import { link, newUser } from './family-helpers';
import { startServer, type TestServer } from './helpers';
import {
  api,
  complete,
  DEMO_PASSWORD,
  newStudent,
  postForm,
  questId,
  signIn,
  tinyPng,
  type QuestBody,
  type Signed,
  type TaskBody,
} from './learning-helpers';

jest.setTimeout(60_000);

const ABUSE = 'my dad hits me when he is drunk';
const BULLYING = "you're a worthless loser, kys";
const CLEAN = 'I played a song for my class';

type HeldEvidence = TaskBody['evidence'][number] & { held: boolean };
interface ParentTask {
  task: Omit<TaskBody, 'evidence'> & { evidence: HeldEvidence[] };
}
interface ParentItem {
  id: string;
  title: string | null;
  description: string | null;
  held: boolean;
}
interface Feed {
  items: { kind: string; title: string; evidence: { text: string | null }[] }[];
}

let server: TestServer;
let child: Signed;
let parent: Signed;
let observer: Signed;
let tasks: TaskBody[];

beforeAll(async () => {
  server = await startServer();
  [child, parent, observer] = await Promise.all([
    newStudent(server),
    newUser(server, 'parent'),
    newUser(server, 'observer'),
  ]);
  await link(server, parent, child);
  await server.app.ctx.db.kysely
    .insertInto('observer_links')
    .values({
      observer_id: observer.userId,
      student_id: child.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
  const id = await questId(server, 'music-composition');
  tasks = (await api<QuestBody>(child, 'POST', `/api/quests/${id}/pick-up`, {})).body.tasks;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const finish = async (task: TaskBody, text: string) => {
  const res = await complete(child, task.id, [
    { name: 'text', value: text },
    { name: 'files', value: tinyPng(), filename: 'drawing.png', type: 'image/png' },
  ]);
  expect(res.status).toBe(200);
  return res.body.task;
};
const parentTask = (taskId: string) =>
  api<ParentTask>(parent, 'GET', `/api/parent/task/${child.userId}/${taskId}`);

describe("a parent's and an observer's views of held evidence", () => {
  it('withhold the text of a completion that raised possible abuse, and say only that it is held', async () => {
    const done = await finish(tasks[0]!, ABUSE);
    const mine = done.evidence.find((e) => e.kind === 'text') as HeldEvidence;
    // The child still sees their own words, marked held.
    expect(mine).toMatchObject({ text: ABUSE, held: true });

    const res = await parentTask(tasks[0]!.id);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('hits me');
    expect(res.text).not.toMatch(/abuse|categor/i);
    const text = res.body.task.evidence.find((e) => e.kind === 'text');
    expect(text).toMatchObject({ text: null, held: true });
    // The file the child added is not screened text: the parent can still open it.
    const file = res.body.task.evidence.find((e) => e.kind === 'file');
    expect(file?.held).toBe(false);
    const download = await api(parent, 'GET', file!.file!.download_url);
    expect(download.status).toBe(200);

    const feed = await api<Feed>(observer, 'GET', `/api/observer/feed/${child.userId}`);
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('hits me');
  });

  it('still show clean completion text', async () => {
    await finish(tasks[1]!, CLEAN);
    const res = await parentTask(tasks[1]!.id);
    expect(res.body.task.evidence.find((e) => e.kind === 'text')).toMatchObject({
      text: CLEAN,
      held: false,
    });
    const feed = await api<Feed>(observer, 'GET', `/api/observer/feed/${child.userId}`);
    expect(feed.body.items.flatMap((i) => i.evidence.map((e) => e.text))).toContain(CLEAN);
  });

  it('withhold held evidence a parent documented on the dashboard and the evidence list until staff release it', async () => {
    const document = (title: string, description: string) =>
      postForm<{ id: string; held: boolean }>(parent, `/api/parent/evidence/${child.userId}`, [
        { name: 'title', value: title },
        { name: 'description', value: description },
      ]);
    const flagged = await document('Soccer practice', BULLYING);
    const clean = await document('Piano recital', 'She played two pieces');
    expect([flagged.body.held, clean.body.held]).toEqual([true, false]);

    const dashboard = async () =>
      (
        await api<{ approvals: { parent_evidence: ParentItem[] } }>(
          parent,
          'GET',
          `/api/parent/dashboard/${child.userId}`,
        )
      ).body.approvals.parent_evidence;
    const list = async () =>
      (await api<{ items: ParentItem[] }>(parent, 'GET', `/api/parent/evidence/${child.userId}`))
        .body.items;
    for (const items of [await dashboard(), await list()]) {
      expect(items.find((i) => i.id === flagged.body.id)).toMatchObject({
        title: null,
        description: null,
        held: true,
      });
      expect(items.find((i) => i.id === clean.body.id)).toMatchObject({
        title: 'Piano recital',
        description: 'She played two pieces',
        held: false,
      });
      expect(JSON.stringify(items)).not.toContain('loser');
    }

    const admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
    const release = await api(admin, 'POST', `/api/admin/safety/items/${flagged.body.id}/release`, {
      note: 'Quoting a match, talked with the family',
    });
    expect(release.status).toBe(200);
    expect((await list()).find((i) => i.id === flagged.body.id)).toMatchObject({
      title: 'Soccer practice',
      held: false,
    });
  });
});
