import { randomUUID } from 'node:crypto';
import { startServer, type TestServer } from './helpers';
import { fdb, link, newUser } from './family-helpers';
import {
  api,
  complete,
  DEMO_PASSWORD,
  postForm,
  questId,
  signIn,
  tinyPng,
  type QuestBody,
  type Signed,
  type TaskBody,
} from './learning-helpers';

jest.setTimeout(30_000);

let server: TestServer;
let parentA: Signed;
let childA: Signed;
let parentB: Signed;
let childB: Signed;
let taskA: TaskBody;
let taskB: TaskBody;

async function pickUpAndComplete(s: Signed, confidential: boolean): Promise<TaskBody> {
  const id = await questId(server, 'music-composition');
  const quest = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`, {});
  const task = quest.body.tasks[0]!;
  const res = await complete(s, task.id, [
    { name: 'text', value: 'I wrote a melody' },
    { name: 'confidential', value: confidential ? 'true' : 'false' },
    { name: 'files', value: tinyPng(), filename: 'melody.png', type: 'image/png' },
  ]);
  expect(res.status).toBe(200);
  return res.body.task;
}

beforeAll(async () => {
  server = await startServer();
  [parentA, childA, parentB, childB] = await Promise.all([
    newUser(server, 'parent'),
    newUser(server, 'student'),
    newUser(server, 'parent'),
    newUser(server, 'student'),
  ]);
  await link(server, parentA, childA);
  await link(server, parentB, childB);
  taskA = await pickUpAndComplete(childA, true);
  taskB = await pickUpAndComplete(childB, false);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("every /api/parent route refuses other families' children", () => {
  const reads = (child: string, task: string, evidence: string) => [
    `/api/parent/dashboard/${child}`,
    `/api/parent/calendar/${child}`,
    `/api/parent/progress/${child}`,
    `/api/parent/insights/${child}`,
    `/api/parent/completions/${child}`,
    `/api/parent/task/${child}/${task}`,
    `/api/parent/evidence/${child}`,
    `/api/parent/evidence-file/${child}/${evidence}`,
    `/api/parent/observers/${child}`,
  ];

  it('answers 404 for another family’s child and for an unknown id, 200 for their own', async () => {
    const evidenceB = taskB.evidence.find((e) => e.file)!.id;
    const evidenceA = taskA.evidence.find((e) => e.file)!.id;
    for (const path of reads(childB.userId, taskB.id, evidenceB)) {
      const res = await api(parentA, 'GET', path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    for (const path of reads(randomUUID(), taskB.id, evidenceB)) {
      expect((await api(parentA, 'GET', path)).status).toBe(404);
    }
    // Their own child, but another child's task or file: still 404.
    expect(
      (await api(parentA, 'GET', `/api/parent/task/${childA.userId}/${taskB.id}`)).status,
    ).toBe(404);
    expect(
      (await api(parentA, 'GET', `/api/parent/evidence-file/${childA.userId}/${evidenceB}`)).status,
    ).toBe(404);
    for (const path of reads(childA.userId, taskA.id, evidenceA)) {
      const res = await api(parentA, 'GET', path);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('refuses writes for another family’s child with 404', async () => {
    const evidence = await postForm(parentA, `/api/parent/evidence/${childB.userId}`, [
      { name: 'title', value: 'Baking' },
      { name: 'description', value: 'Bread' },
    ]);
    expect(evidence.status).toBe(404);
    const quest = await api(parentA, 'POST', `/api/parent/quests/${childB.userId}`, {
      title: 'Garden',
      tasks: [{ title: 'Plant', pillar: 'wellness', xp: 50 }],
    });
    expect(quest.status).toBe(404);
    const observer = await api(parentA, 'POST', `/api/parent/observers/${childB.userId}`, {
      email: 'gran@example.com',
    });
    expect(observer.status).toBe(404);
    const rows = await fdb(server)
      .selectFrom('portfolio_items')
      .select('id')
      .where('student_id', '=', childB.userId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('is closed to students and observers (403); admin may read any student', async () => {
    expect((await api(childA, 'GET', `/api/parent/dashboard/${childA.userId}`)).status).toBe(403);
    const observer = await signIn(server, 'observer@optio.test', DEMO_PASSWORD);
    expect((await api(observer, 'GET', `/api/parent/dashboard/${childA.userId}`)).status).toBe(403);
    const admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
    expect((await api(admin, 'GET', `/api/parent/dashboard/${childA.userId}`)).status).toBe(200);
    // Reading is not acting: admin is not the child's parent.
    const write = await api(admin, 'POST', `/api/parent/quests/${childA.userId}`, {
      title: 'Garden',
      tasks: [{ title: 'Plant', pillar: 'wellness', xp: 50 }],
    });
    expect(write.status).toBe(404);
  });
});

interface DashBody {
  child: { id: string };
  xp_total: number;
  recent_completions: { task_id: string }[];
  active_quests: { id: string; title: string }[];
  weekly_wins: { tasks_completed: number; xp: number };
  rhythm: { status: string; overdue: number };
  approvals: {
    visibility_requests: { id: string }[];
    parent_evidence: { id: string; status: string }[];
  };
}

describe('the family dashboard', () => {
  it('shows the child’s progress, weekly wins and rhythm', async () => {
    const res = await api<DashBody>(parentA, 'GET', `/api/parent/dashboard/${childA.userId}`);
    expect(res.body.child.id).toBe(childA.userId);
    expect(res.body.xp_total).toBe(taskA.xp);
    expect(res.body.recent_completions.map((c) => c.task_id)).toEqual([taskA.id]);
    expect(res.body.weekly_wins).toMatchObject({ tasks_completed: 1, xp: taskA.xp });
    expect(res.body.rhythm).toEqual(expect.objectContaining({ status: 'in_flow', overdue: 0 }));

    // An overdue task turns the rhythm to "needs support".
    await fdb(server)
      .updateTable('student_tasks')
      .set({ due_date: '2000-01-01' })
      .where('student_id', '=', childA.userId)
      .where('completed_at', 'is', null)
      .execute();
    const later = await api<DashBody>(parentA, 'GET', `/api/parent/dashboard/${childA.userId}`);
    expect(later.body.rhythm.status).toBe('needs_support');
    expect(later.body.rhythm.overdue).toBeGreaterThan(0);
  });

  it('shows confidential evidence and its file to the linked parent', async () => {
    const res = await api<{ task: TaskBody }>(
      parentA,
      'GET',
      `/api/parent/task/${childA.userId}/${taskA.id}`,
    );
    expect(res.status).toBe(200);
    const file = res.body.task.evidence.find((e) => e.file)!;
    expect(file.confidential).toBe(true);
    expect(file.file!.download_url).toBe(`/api/parent/evidence-file/${childA.userId}/${file.id}`);
    const download = await parentA.c.request('GET', file.file!.download_url, undefined, {
      token: parentA.token,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
  });

  it('reports insights and weekly progress', async () => {
    const insights = await api<{
      strongest: string;
      streak_days: number;
      pillars: { share: number }[];
    }>(parentA, 'GET', `/api/parent/insights/${childA.userId}`);
    expect(insights.body.strongest).toBe(taskA.pillar);
    expect(insights.body.streak_days).toBe(1);
    expect(insights.body.pillars.reduce((a, p) => a + p.share, 0)).toBe(100);
    const progress = await api<{ weeks: { xp: number; cumulative_xp: number }[] }>(
      parentA,
      'GET',
      `/api/parent/progress/${childA.userId}`,
    );
    expect(progress.body.weeks).toHaveLength(12);
    expect(progress.body.weeks.at(-1)).toMatchObject({ xp: taskA.xp, cumulative_xp: taskA.xp });
  });
});

describe('evidence from parents', () => {
  it('refuses files the student rules refuse', async () => {
    const res = await postForm<{ fields: Record<string, string> }>(
      parentA,
      `/api/parent/evidence/${childA.userId}`,
      [
        { name: 'title', value: 'Science fair' },
        {
          name: 'file',
          value: 'MZ\u0090\u0000binary',
          filename: 'tool.exe',
          type: 'application/octet-stream',
        },
      ],
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toBeTruthy();
    const noTitle = await postForm<{ fields: Record<string, string> }>(
      parentA,
      `/api/parent/evidence/${childA.userId}`,
      [{ name: 'description', value: 'x' }],
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields.title).toBe('Title is required');
  });

  it('waits for the child, and reaches the portfolio only when the child accepts', async () => {
    const res = await postForm<{ id: string; status: string }>(
      parentA,
      `/api/parent/evidence/${childA.userId}`,
      [
        { name: 'title', value: 'Science fair poster' },
        { name: 'description', value: 'Explained the water cycle to the judges' },
        { name: 'pillar', value: 'stem' },
        { name: 'file', value: tinyPng(), filename: 'poster.png', type: 'image/png' },
      ],
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const dash = await api<DashBody>(parentA, 'GET', `/api/parent/dashboard/${childA.userId}`);
    expect(dash.body.approvals.parent_evidence.map((e) => e.id)).toEqual([res.body.id]);
    const row = await fdb(server)
      .selectFrom('portfolio_items')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'parent',
      status: 'pending',
      added_by: parentA.userId,
      file_mime: 'image/png',
    });

    // The child accepts through the records feature's API.
    const accept = await api(childA, 'POST', `/api/records/portfolio/items/${res.body.id}/accept`);
    expect(accept.status).toBe(200);
    const after = await api<DashBody>(parentA, 'GET', `/api/parent/dashboard/${childA.userId}`);
    expect(after.body.approvals.parent_evidence).toEqual([]);
    const list = await api<{ items: { id: string; status: string }[] }>(
      parentA,
      'GET',
      `/api/parent/evidence/${childA.userId}`,
    );
    expect(list.body.items.find((i) => i.id === res.body.id)!.status).toBe('accepted');
  });
});

describe('private quests from parents', () => {
  it('reach only the child, who can complete them', async () => {
    const res = await api<{ id: string }>(parentA, 'POST', `/api/parent/quests/${childA.userId}`, {
      title: 'Family garden',
      description: 'Grow tomatoes together',
      tasks: [
        { title: 'Plant seedlings', pillar: 'wellness', xp: 50 },
        { title: 'Measure growth weekly', pillar: 'stem', xp: 75 },
      ],
    });
    expect(res.status).toBe(201);
    const mine = await api<{ active: { id: string }[] }>(childA, 'GET', '/api/quests/mine');
    expect(mine.body.active.map((q) => q.id)).toContain(res.body.id);

    const catalogue = await api<{ items: { id: string }[]; total: number }>(
      childB,
      'GET',
      `/api/quests?search=${encodeURIComponent('Family garden')}`,
    );
    expect(catalogue.body.total).toBe(0);
    expect((await api(childB, 'GET', `/api/quests/${res.body.id}`)).status).toBe(404);
    expect((await api(childB, 'POST', `/api/quests/${res.body.id}/pick-up`, {})).status).toBe(404);

    const quest = await api<QuestBody>(childA, 'GET', `/api/quests/${res.body.id}`);
    expect(quest.body.tasks.map((t) => t.title)).toEqual([
      'Plant seedlings',
      'Measure growth weekly',
    ]);
    const done = await complete(childA, quest.body.tasks[0]!.id, [
      { name: 'text', value: 'Planted six' },
      { name: 'confidential', value: 'false' },
    ]);
    expect(done.status).toBe(200);
  });

  it('validates the quest with field messages', async () => {
    const res = await api<{ fields: Record<string, string> }>(
      parentA,
      'POST',
      `/api/parent/quests/${childA.userId}`,
      { title: '', tasks: [] },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.title).toBe('Title is required');
    expect(res.body.fields.tasks).toBe('Add at least one task');
  });
});

describe('visibility requests', () => {
  it('only a linked parent approves, and approval makes the target public', async () => {
    const id = randomUUID();
    await fdb(server)
      .insertInto('visibility_requests')
      .values({
        id,
        student_id: childA.userId,
        target: 'portfolio',
        status: 'pending',
        decided_by: null,
        created_at: new Date().toISOString(),
        decided_at: null,
      })
      .execute();
    const dash = await api<DashBody>(parentA, 'GET', `/api/parent/dashboard/${childA.userId}`);
    expect(dash.body.approvals.visibility_requests.map((v) => v.id)).toEqual([id]);
    expect(
      (await api(parentB, 'POST', `/api/parent/visibility-requests/${id}/approve`)).status,
    ).toBe(404);
    expect(
      (await api(parentA, 'POST', `/api/parent/visibility-requests/${id}/approve`)).status,
    ).toBe(200);
    const row = await fdb(server)
      .selectFrom('visibility_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', decided_by: parentA.userId });
    expect(
      (await api(parentA, 'POST', `/api/parent/visibility-requests/${id}/decline`)).status,
    ).toBe(404);
  });
});
