import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import {
  api,
  complete,
  DEMO_PASSWORD,
  postForm,
  questId,
  signIn,
  type QuestBody,
  type Signed,
} from './learning-helpers';

jest.setTimeout(60_000);

const REFUSED = 'This work is confidential: only the student and their linked parents can open it';

let server: TestServer;
let student: Signed;
let parent: Signed;
let advisor: Signed;
let educator: Signed;
let admin: Signed;

beforeAll(async () => {
  server = await startServer();
  [student, parent, advisor, educator, admin] = await Promise.all([
    newUser(server, 'student'),
    newUser(server, 'parent'),
    newUser(server, 'advisor'),
    newUser(server, 'educator'),
    signIn(server, 'admin@optio.test', DEMO_PASSWORD),
  ]);
  await link(server, parent, student);
  await server.app.ctx.db.kysely
    .insertInto('advisor_students')
    .values({
      advisor_id: advisor.userId,
      student_id: student.userId,
      assigned_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const uploads = () => {
  const dir = join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function pickUp(s: Signed, slug: string): Promise<QuestBody> {
  const res = await api<QuestBody>(
    s,
    'POST',
    `/api/quests/${await questId(server, slug)}/pick-up`,
    {},
  );
  return res.body;
}

describe('confidential evidence', () => {
  it('opens for the student and their linked parents only; advisors, educators and admins see that it exists', async () => {
    const quest = await pickUp(student, 'podcast-launch');
    const done = await complete(student, quest.tasks[0]!.id, [
      { name: 'text', value: 'My private journal about the episode' },
      { name: 'confidential', value: 'true' },
      { name: 'files', value: Buffer.from('private notes\n'), filename: 'journal.txt' },
    ]);
    expect(done.status).toBe(200);
    const file = done.body.task.evidence.find((e) => e.kind === 'file')!;
    const path = `/api/records/portfolio/evidence/${file.id}/file`;

    const get = (s: Signed, p: string) => s.c.get(p, { token: s.token });
    expect((await get(student, path)).status).toBe(200);
    expect((await get(parent, path)).status).toBe(200);
    for (const staff of [advisor, educator, admin]) {
      const res = await get(staff, path);
      expect({ role: staff.email, status: res.status }).toEqual({ role: staff.email, status: 403 });
      expect(res.body).toMatchObject({ error: REFUSED, code: 'records.confidential' });
    }
    // The parents' route, which an admin may use for support, refuses the admin too.
    const parentPath = `/api/parent/evidence-file/${student.userId}/${file.id}`;
    expect((await get(parent, parentPath)).status).toBe(200);
    expect((await get(admin, parentPath)).status).toBe(403);
    const adminTask = await api<{ task: { evidence: { text: string | null; file: unknown }[] } }>(
      admin,
      'GET',
      `/api/parent/task/${student.userId}/${quest.tasks[0]!.id}`,
    );
    expect(adminTask.body.task.evidence.every((e) => e.text === null && e.file === null)).toBe(
      true,
    );
    const parentTask = await api<{ task: { evidence: { text: string | null }[] } }>(
      parent,
      'GET',
      `/api/parent/task/${student.userId}/${quest.tasks[0]!.id}`,
    );
    expect(parentTask.body.task.evidence.map((e) => e.text)).toContain(
      'My private journal about the episode',
    );

    // The advisor's view lists it as confidential, without its words or file name.
    const view = await api<{
      recent_evidence: {
        id: string;
        confidential: boolean;
        text: string | null;
        file_name: string | null;
      }[];
    }>(advisor, 'GET', `/api/advisor/students/${student.userId}`);
    expect(view.status).toBe(200);
    expect(view.body.recent_evidence.filter((e) => e.confidential)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: file.id, text: null, file_name: null, confidential: true }),
      ]),
    );
    expect(JSON.stringify(view.body)).not.toContain('private journal');

    // Uploaded past work marked confidential: the same rule for its file.
    const item = await postForm<{ id: string }>(student, '/api/records/portfolio/items', [
      { name: 'title', value: 'Therapy drawing' },
      { name: 'confidential', value: 'true' },
      { name: 'file', value: Buffer.from('drawing notes\n'), filename: 'drawing.txt' },
    ]);
    expect(item.status).toBe(201);
    const itemPath = `/api/records/portfolio/items/${item.body.id}/file`;
    expect((await get(parent, itemPath)).status).toBe(200);
    expect((await get(educator, itemPath)).status).toBe(403);
    expect((await get(advisor, itemPath)).status).toBe(403);
  });

  it('leaves non-confidential evidence open to assigned staff as before', async () => {
    const quest = await pickUp(student, 'mindful-sleep');
    const done = await complete(student, quest.tasks[0]!.id, [
      { name: 'confidential', value: 'false' },
      { name: 'files', value: Buffer.from('sleep log\n'), filename: 'log.txt' },
    ]);
    const path = `/api/records/portfolio/evidence/${done.body.task.evidence[0]!.id}/file`;
    expect((await advisor.c.get(path, { token: advisor.token })).status).toBe(200);
  });
});

describe('storage quota', () => {
  it('defaults to 500 MB, is set by an admin, and answers 413 with a clear message when an upload would exceed it', async () => {
    const settings = await api<{ upload_quota_mb: number }>(admin, 'GET', '/api/admin/settings');
    expect(settings.body.upload_quota_mb).toBe(500);
    const bad = await api(admin, 'PUT', '/api/admin/settings', {
      site_name: 'Optio',
      logo_url: null,
      upload_quota_mb: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fields: { upload_quota_mb: 'Storage quota must be at least 1 MB' },
    });
    const set = await api(admin, 'PUT', '/api/admin/settings', {
      site_name: 'Optio',
      logo_url: null,
      upload_quota_mb: 1,
    });
    expect(set.body).toEqual({ site_name: 'Optio', logo_url: null, upload_quota_mb: 1 });
    // Leaving it out keeps it.
    const again = await api(admin, 'PUT', '/api/admin/settings', {
      site_name: 'Optio',
      logo_url: null,
    });
    expect(again.body).toMatchObject({ upload_quota_mb: 1 });

    const saver = await newUser(server, 'student');
    const quest = await pickUp(saver, 'code-a-game');
    const half = Buffer.alloc(600 * 1024, 'a');
    const first = await complete(saver, quest.tasks[0]!.id, [
      { name: 'files', value: half, filename: 'part-one.txt' },
    ]);
    expect(first.status).toBe(200);
    const before = uploads().length;
    const second = await complete(saver, quest.tasks[1]!.id, [
      { name: 'files', value: half, filename: 'part-two.txt' },
    ]);
    expect(second.status).toBe(413);
    expect(second.body.error).toBe(
      'Not enough storage space: you have used 0.6 MB of your 1 MB and this upload needs 0.6 MB. Remove some files to make room.',
    );
    expect(second.body).toMatchObject({ code: 'upload.quota' });
    expect(uploads()).toHaveLength(before);
    // Nothing was recorded: the task is still open, and text-only evidence still works.
    const textOnly = await complete(saver, quest.tasks[1]!.id, [{ name: 'text', value: 'Done' }]);
    expect(textOnly.status).toBe(200);
    // Another user has their own quota.
    const other = await newUser(server, 'student');
    const otherQuest = await pickUp(other, 'code-a-game');
    expect(
      (
        await complete(other, otherQuest.tasks[0]!.id, [
          { name: 'files', value: half, filename: 'mine.txt' },
        ])
      ).status,
    ).toBe(200);

    await api(admin, 'PUT', '/api/admin/settings', {
      site_name: 'Optio',
      logo_url: null,
      upload_quota_mb: 500,
    });
  });
});
