import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isUniqueViolation } from '../src/lib/unique-violation';
import { startServer, type TestServer } from './helpers';
import {
  api,
  complete,
  DEMO_PASSWORD,
  newStudent,
  postForm,
  questId,
  signIn,
  tinyPdf,
  tinyImage,
  tinyPng,
  type QuestBody,
  type Signed,
} from './learning-helpers';

jest.setTimeout(30_000);

let server: TestServer;
let ana: Signed;
let bo: Signed;
let parent: Signed;

beforeAll(async () => {
  server = await startServer();
  [ana, bo, parent] = await Promise.all([
    newStudent(server),
    newStudent(server),
    signIn(server, 'parent@optio.test', DEMO_PASSWORD),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function pickUp(s: Signed, slug: string): Promise<QuestBody> {
  const id = await questId(server, slug);
  const res = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`, {});
  expect([200, 201]).toContain(res.status);
  return res.body;
}

const ledger = (studentId: string) =>
  server.app.ctx.db.kysely
    .selectFrom('xp_ledger')
    .selectAll()
    .where('student_id', '=', studentId)
    .execute();

const uploads = () => {
  const dir = join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('completing tasks', () => {
  it('completes with text, credits XP once and answers 409 the second time', async () => {
    const q = await pickUp(ana, 'mindful-sleep');
    const task = q.tasks[0]!;
    const res = await complete(ana, task.id, [
      { name: 'text', value: 'Two weeks logged: average 7h10.' },
      { name: 'confidential', value: 'false' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ xp_awarded: 100, quest_completed: false, xp_total: 100 });
    expect(res.body.task.completed_at).not.toBeNull();
    expect(res.body.task.evidence).toEqual([
      expect.objectContaining({
        kind: 'text',
        text: 'Two weeks logged: average 7h10.',
        url: null,
        file: null,
        confidential: false,
      }),
    ]);
    const again = await complete(ana, task.id, [{ name: 'text', value: 'again' }]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'This task is already complete' });
    const rows = (await ledger(ana.userId)).filter((r) => r.student_task_id === task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ xp: 100, pillar: 'wellness' });
    expect(JSON.parse(rows[0]!.subjects)).toEqual(task.subjects);
  });

  it('completes with a link (confidential) and with files, serving them only to the owner', async () => {
    const q = await pickUp(ana, 'podcast-launch');
    const link = await complete(ana, q.tasks[0]!.id, [
      { name: 'link', value: 'https://example.org/my-pitch' },
      { name: 'confidential', value: 'true' },
    ]);
    expect(link.status).toBe(200);
    expect(link.body.task.evidence[0]).toMatchObject({
      kind: 'link',
      url: 'https://example.org/my-pitch',
      confidential: true,
    });

    const png = tinyPng();
    const pdf = tinyPdf();
    const files = await complete(ana, q.tasks[1]!.id, [
      { name: 'text', value: 'Guest interview with notes.' },
      { name: 'confidential', value: 'false' },
      { name: 'files', value: png, filename: 'photo.png', type: 'image/png' },
      { name: 'files', value: pdf, filename: '../../Interview notes é.pdf', type: 'text/plain' },
      { name: 'files', value: Buffer.from('plain notes\nline two\n'), filename: 'notes.txt' },
    ]);
    expect(files.status).toBe(200);
    const ev = files.body.task.evidence;
    expect(ev.map((e) => e.kind)).toEqual(['text', 'file', 'file', 'file']);
    const [pngEv, pdfEv, txtEv] = ev.slice(1);
    // Images are re-encoded without metadata (photo-privacy.test.ts), so the size is the clean copy's.
    expect(pngEv!.file).toMatchObject({ name: 'photo.png', mime: 'image/png' });
    expect(pngEv!.file!.size).toBeGreaterThan(0);
    expect(pdfEv!.file).toMatchObject({ name: 'Interview notes é.pdf', mime: 'application/pdf' });
    expect(txtEv!.file!.mime).toMatch(/^text\/plain/);
    expect(pngEv!.file!.download_url).toBe(`/api/evidence/${pngEv!.id}/file`);

    // Stored under random names only.
    const stored = uploads();
    expect(stored).toHaveLength(3);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{32}$/);

    const dl = await fetch(server.url + pdfEv!.file!.download_url, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Interview notes _.pdf"; filename\*=UTF-8''Interview%20notes%20%C3%A9\.pdf$/,
    );
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true);

    for (const who of [bo, parent]) {
      const other = await api(who, 'GET', pngEv!.file!.download_url);
      expect(other.status).toBe(404);
    }
    expect((await server.client().get(pngEv!.file!.download_url)).status).toBe(401);
    expect(
      (await api(ana, 'GET', '/api/evidence/00000000-0000-4000-8000-000000000000/file')).status,
    ).toBe(404);
  });

  it('accepts every allowed type by content: jpg, gif, webp, docx', async () => {
    const q = await pickUp(bo, 'couch-to-5k');
    const [jpg, gif, webp] = await Promise.all([
      tinyImage('jpeg'),
      tinyImage('gif'),
      tinyImage('webp'),
    ]);
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from('[Content_Types].xml<Types/>PK\x03\x04word/document.xml<w:document/>', 'latin1'),
    ]);
    const res = await complete(bo, q.tasks[0]!.id, [
      { name: 'files', value: jpg, filename: 'run.JPEG' },
      { name: 'files', value: gif, filename: 'route.gif' },
      { name: 'files', value: webp, filename: 'finish.webp' },
      { name: 'files', value: docx, filename: 'plan.docx' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.task.evidence.map((e) => e.file!.mime)).toEqual([
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  it('checks file types by content and sizes per type, storing nothing on refusal', async () => {
    const q = await pickUp(bo, 'code-a-game');
    const id = q.tasks[0]!.id;
    const before = uploads().length;
    const cases: { filename: string; value: Buffer; status: number; match: RegExp }[] = [
      {
        filename: 'drawing.png',
        value: tinyPdf(),
        status: 400,
        match: /named \.png but its content is a PDF/,
      },
      {
        filename: 'drawing.png',
        value: Buffer.from([0, 1, 2, 3, 4, 5, 0xff, 0xfe]),
        status: 400,
        match: /not an allowed file type/,
      },
      {
        filename: 'game.exe',
        value: Buffer.from('MZ\x90\x00\x03\x00', 'latin1'),
        status: 400,
        match: /not an allowed file type/,
      },
      {
        filename: 'notes.html',
        value: Buffer.from('<script>alert(1)</script>'),
        status: 400,
        match: /must end in \.txt/,
      },
      { filename: 'empty.txt', value: Buffer.alloc(0), status: 400, match: /not an allowed/ },
      {
        filename: 'fake.docx',
        value: Buffer.from('PK\x03\x04 not really a document', 'latin1'),
        status: 400,
        match: /not an allowed/,
      },
    ];
    for (const c of cases) {
      const res = await complete(bo, id, [
        { name: 'text', value: 'see file' },
        { name: 'files', value: c.value, filename: c.filename },
      ]);
      expect({ f: c.filename, status: res.status }).toEqual({ f: c.filename, status: c.status });
      expect(res.body.fields?.files).toMatch(c.match);
    }
    // An image over 10 MB (a document may be 25 MB, an image may not).
    const big = Buffer.alloc(10 * 1024 * 1024 + 10);
    tinyPng().copy(big);
    const tooBig = await complete(bo, id, [{ name: 'files', value: big, filename: 'huge.png' }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/images may be at most 10 MB/);
    // Past the 25 MB transport limit.
    const huge = Buffer.alloc(25 * 1024 * 1024 + 10);
    tinyPdf().copy(huge);
    const tooHuge = await complete(bo, id, [{ name: 'files', value: huge, filename: 'x.pdf' }]);
    expect(tooHuge.status).toBe(413);
    // Six files.
    const six = await complete(
      bo,
      id,
      Array.from({ length: 6 }, (_, i) => ({
        name: 'files',
        value: tinyPng(),
        filename: `${i}.png`,
      })),
    );
    expect(six.status).toBe(413);

    const detail = await api<QuestBody>(bo, 'GET', `/api/quests/${q.id}`);
    expect(detail.body.tasks[0]!.completed_at).toBeNull();
    expect(uploads().length).toBe(before);
    expect((await ledger(bo.userId)).filter((r) => r.student_task_id === id)).toEqual([]);
  });

  it('refuses bad evidence forms with 4xx, never 5xx', async () => {
    const q = await pickUp(bo, 'local-government');
    const id = q.tasks[0]!.id;
    const forms = [
      [],
      [{ name: 'text', value: '   ' }],
      [{ name: 'confidential', value: 'true' }],
      [
        { name: 'text', value: 'ok' },
        { name: 'confidential', value: 'yes' },
      ],
      [{ name: 'link', value: 'javascript:alert(1)' }],
      [{ name: 'link', value: 'not a url' }],
      [{ name: 'link', value: `https://e.org/${'a'.repeat(2100)}` }],
      [{ name: 'text', value: 'x'.repeat(10_001) }],
      [
        { name: 'text', value: 'ok' },
        { name: 'grade', value: 'A+' },
      ],
      [
        { name: 'text', value: 'a' },
        { name: 'text', value: 'b' },
      ],
      [
        { name: 'text', value: 'ok' },
        { name: 'avatar', value: tinyPng(), filename: 'a.png' },
      ],
    ];
    for (const parts of forms) {
      const res = await complete(bo, id, parts);
      expect({ parts: parts.map((p) => p.name), status: res.status }).toEqual({
        parts: parts.map((p) => p.name),
        status: 400,
      });
      expect(res.body.message).toEqual(expect.any(String));
    }
    const json = await bo.c.request(
      'POST',
      `/api/tasks/${id}/complete`,
      { text: 'hi' },
      { token: bo.token },
    );
    expect(json.status).toBe(415);
    expect((await complete(bo, 'nope', [{ name: 'text', value: 'x' }])).status).toBe(400);
    expect(
      (await complete(bo, '00000000-0000-4000-8000-000000000000', [{ name: 'text', value: 'x' }]))
        .status,
    ).toBe(404);
    expect(
      (await postForm(parent, `/api/tasks/${id}/complete`, [{ name: 'text', value: 'x' }])).status,
    ).toBe(403);
  });

  it("refuses another student's task with 404 and a set-down quest's task with 409", async () => {
    const q = await pickUp(ana, 'volunteer-impact');
    const res = await complete(bo, q.tasks[0]!.id, [{ name: 'text', value: 'mine now' }]);
    expect(res.status).toBe(404);
    await api(ana, 'POST', `/api/quests/${q.id}/set-down`, { reflection: 'Pausing.' });
    const paused = await complete(ana, q.tasks[0]!.id, [{ name: 'text', value: 'x' }]);
    expect(paused.status).toBe(409);
  });

  it('credits XP exactly once under 20 concurrent completions of the same task', async () => {
    const s = await newStudent(server);
    const q = await pickUp(s, 'solar-oven');
    const task = q.tasks[1]!;
    const filesBefore = uploads().length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        complete(s, task.id, [
          { name: 'text', value: `attempt ${i}` },
          { name: 'files', value: tinyPng(), filename: `build-${i}.png` },
        ]),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(19);
    const rows = await ledger(s.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.xp).toBe(120);
    const dash = await api<{ xp_total: number }>(s, 'GET', '/api/users/dashboard');
    expect(dash.body.xp_total).toBe(120);
    const detail = await api<QuestBody>(s, 'GET', `/api/quests/${q.id}`);
    const t = detail.body.tasks.find((x) => x.id === task.id)!;
    expect(t.evidence).toHaveLength(2); // one submission's text and file
    const k = server.app.ctx.db.kysely;
    const fileRows = await k
      .selectFrom('evidence_files')
      .select('storage_key')
      .where('student_id', '=', s.userId)
      .execute();
    expect(fileRows).toHaveLength(1);
    // The refused submissions' files were removed again.
    const onDisk = new Set(uploads());
    expect(onDisk.has(fileRows[0]!.storage_key)).toBe(true);
    expect(onDisk.size).toBe(filesBefore + 1);
    const comps = await k
      .selectFrom('task_completions')
      .select('id')
      .where('student_task_id', '=', task.id)
      .execute();
    expect(comps).toHaveLength(1);
    // The database itself refuses a second ledger entry for the task.
    const err: unknown = await k
      .insertInto('xp_ledger')
      .values({ ...rows[0]!, id: '00000000-0000-4000-8000-000000000001' })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('completes the quest when every required task is done (optional ones do not block)', async () => {
    const s = await newStudent(server);
    const q = await pickUp(s, 'personal-budget');
    const personal = await api(s, 'POST', `/api/quests/${q.id}/tasks`, {
      title: 'Extra',
      pillar: 'stem',
      xp: 10,
    });
    expect(personal.status).toBe(201);
    const required = q.tasks.filter((t) => t.required);
    expect(required).toHaveLength(3);
    let last;
    for (const t of required) {
      last = await complete(s, t.id, [{ name: 'text', value: `done ${t.title}` }]);
      expect(last.status).toBe(200);
    }
    expect(last!.body.quest_completed).toBe(true);
    expect(last!.body.xp_total).toBe(300);
    const detail = await api<QuestBody>(s, 'GET', `/api/quests/${q.id}`);
    expect(detail.body.enrolment).toMatchObject({
      status: 'completed',
      tasks_completed: 3,
      tasks_total: 5,
      xp_earned: 300,
    });
    expect(detail.body.enrolment!.completed_at).not.toBeNull();
    // Optional work can still be completed afterwards; the quest stays completed.
    const optional = q.tasks.find((t) => !t.required)!;
    const extra = await complete(s, optional.id, [{ name: 'text', value: 'talked to Dad' }]);
    expect(extra.body).toMatchObject({ quest_completed: false, xp_total: 350 });
    expect(
      (await api(s, 'POST', `/api/quests/${q.id}/set-down`, { reflection: 'done' })).status,
    ).toBe(409);
    const mine = await api<{ completed: QuestBody[] }>(s, 'GET', '/api/quests/mine');
    expect(mine.body.completed.map((x) => x.id)).toEqual([q.id]);
  });

  it('completes a quest with no required task only when all tasks are done', async () => {
    const k = server.app.ctx.db.kysely;
    const id = await questId(server, 'mindful-sleep');
    const s = await newStudent(server);
    await k.updateTable('quest_tasks').set({ required: 0 }).where('quest_id', '=', id).execute();
    try {
      const q = await pickUp(s, 'mindful-sleep');
      const results = [];
      for (const t of q.tasks)
        results.push((await complete(s, t.id, [{ name: 'text', value: 'ok' }])).body);
      expect(results.map((r) => r.quest_completed)).toEqual([false, false, true]);
    } finally {
      await k.updateTable('quest_tasks').set({ required: 1 }).where('quest_id', '=', id).execute();
    }
  });
});
