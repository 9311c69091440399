import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertQuota, assertQuotaInTransaction } from '../src/lib/uploads';
import { startServer, type TestServer } from './helpers';
import { newUser } from './family-helpers';
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

// Uploads at the very edge of the quota, sent at the same time: the check runs inside the
// transaction that inserts the file rows, so they cannot all pass (SQLite runs one write
// transaction at a time; PostgreSQL locks the uploader's row, see lib/uploads/quota.ts).
jest.setTimeout(60_000);

let server: TestServer;
let admin: Signed;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
  await setQuotaMb(1);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function setQuotaMb(mb: number): Promise<void> {
  const res = await api(admin, 'PUT', '/api/admin/settings', {
    site_name: 'Optio',
    logo_url: null,
    upload_quota_mb: mb,
  });
  expect(res.status).toBe(200);
}

const uploads = () => {
  const dir = join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function storedBytes(userId: string): Promise<number> {
  const k = server.app.ctx.db.kysely;
  const [evidence, items] = await Promise.all([
    k
      .selectFrom('evidence_files')
      .select((eb) => eb.fn.sum<number>('size').as('n'))
      .where('student_id', '=', userId)
      .executeTakeFirst(),
    k
      .selectFrom('portfolio_items')
      .select((eb) => eb.fn.sum<number>('file_size').as('n'))
      .where('added_by', '=', userId)
      .executeTakeFirst(),
  ]);
  return Number(evidence?.n ?? 0) + Number(items?.n ?? 0);
}

async function pickUp(s: Signed, slug: string): Promise<QuestBody> {
  const res = await api<QuestBody>(s, 'POST', `/api/quests/${await questId(server, slug)}/pick-up`);
  expect(res.status).toBe(201);
  return res.body;
}

const QUOTA = 1024 * 1024;
const PART = Buffer.alloc(400 * 1024, 'a');

describe('uploads at the edge of the quota, at the same time', () => {
  it('lets at most what fits through when a student completes several tasks at once', async () => {
    const student = await newUser(server, 'student');
    const quests = [await pickUp(student, 'code-a-game'), await pickUp(student, 'solar-oven')];
    const tasks = quests.flatMap((q) => q.tasks.map((t) => t.id)).slice(0, 5);
    expect(tasks).toHaveLength(5);
    const before = uploads().length;
    const results = await Promise.all(
      tasks.map((id, i) =>
        complete(student, id, [{ name: 'files', value: PART, filename: `part-${i}.txt` }]),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    const passed = statuses.filter((s) => s === 200).length;
    expect(passed).toBe(2);
    expect(statuses.filter((s) => s === 413)).toHaveLength(3);
    for (const refused of results.filter((r) => r.status === 413)) {
      expect(refused.body.error).toMatch(/^Not enough storage space: you have used 0\.8 MB/);
    }
    expect(await storedBytes(student.userId)).toBeLessThanOrEqual(QUOTA);
    // Only the accepted files stay in storage.
    expect(uploads()).toHaveLength(before + passed);
  });

  it('counts evidence and portfolio uploads sent together against the same quota', async () => {
    const student = await newUser(server, 'student');
    const quest = await pickUp(student, 'code-a-game');
    const before = uploads().length;
    const results = await Promise.all([
      complete(student, quest.tasks[0]!.id, [{ name: 'files', value: PART, filename: 'a.txt' }]),
      complete(student, quest.tasks[1]!.id, [{ name: 'files', value: PART, filename: 'b.txt' }]),
      ...[1, 2].map((n) =>
        postForm(student, '/api/records/portfolio/items', [
          { name: 'title', value: `Past work ${n}` },
          { name: 'file', value: PART, filename: `past-${n}.txt` },
        ]),
      ),
    ]);
    const passed = results.filter((r) => r.status === 200 || r.status === 201).length;
    expect(passed).toBe(2);
    expect(results.filter((r) => r.status === 413)).toHaveLength(2);
    expect(await storedBytes(student.userId)).toBeLessThanOrEqual(QUOTA);
    expect(uploads()).toHaveLength(before + passed);
  });
});

describe('the quota check inside the insert transaction', () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  const item = (studentId: string, size: number) => ({
    id: randomUUID(),
    student_id: studentId,
    source: 'upload' as const,
    added_by: studentId,
    status: 'accepted' as const,
    title: 'Past work',
    description: '',
    pillar: null,
    link_url: null,
    file_key: null,
    file_name: 'past.txt',
    file_mime: 'text/plain; charset=utf-8',
    file_size: size,
    work_date: null,
    is_public: 0,
    confidential: 0,
    created_at: new Date().toISOString(),
    decided_at: null,
    safety_hold: 0,
  });

  it('makes the second of two uploads at the edge count the first one, however long it takes', async () => {
    const { kysely, engine } = server.app.ctx.db;
    const student = await newUser(server, 'student');
    const size = 600 * 1024;
    const upload = () =>
      kysely.transaction().execute(async (trx) => {
        await assertQuotaInTransaction(trx, engine, student.userId, size);
        await pause();
        await trx.insertInto('portfolio_items').values(item(student.userId, size)).execute();
      });
    const results = await Promise.allSettled([upload(), upload()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 413 });
    expect(await storedBytes(student.userId)).toBe(size);
  });

  it('is needed: checked before their transactions, both uploads pass and the quota is exceeded', async () => {
    const { kysely } = server.app.ctx.db;
    const student = await newUser(server, 'student');
    const size = 600 * 1024;
    const upload = async () => {
      await assertQuota(kysely, student.userId, size);
      await pause();
      await kysely.insertInto('portfolio_items').values(item(student.userId, size)).execute();
    };
    await Promise.all([upload(), upload()]);
    expect(await storedBytes(student.userId)).toBe(2 * size);
  });
});
