import { startServer, type TestServer } from './helpers';
import { newUser } from './family-helpers';
import { api, tinyPng, type Part, type Signed } from './learning-helpers';
import {
  assignAdvisor,
  family,
  fileEvidenceId,
  personalTask,
  queueItem,
  type ReviewEvidenceBody,
} from './review-helpers';

// Reviewers open the evidence files of the work they review (docs/api/records.md "Review before
// credit"): the student's reviewer under the review rules, nobody else.

// Each test makes several accounts (password hashing): slow on a loaded 2-core machine.
jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(async () => {
  await server.close();
});

const png = tinyPng();
const photo = (confidential = false): Part[] => [
  { name: 'text', value: 'The finished birdhouse.' },
  { name: 'confidential', value: confidential ? 'true' : 'false' },
  { name: 'files', value: png, filename: 'birdhouse.png', type: 'image/png' },
];

async function open(s: Signed, url: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(server.url + url, { headers: { authorization: `Bearer ${s.token}` } });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

const fileOf = (evidence: ReviewEvidenceBody[]) => evidence.find((e) => e.kind === 'file')!;

/** The file's URL from the student's own task view (the same URL the queue gives). */
async function ownFileUrl(kid: Signed, taskId: string): Promise<string> {
  const url = `/api/evidence/${await fileEvidenceId(server, taskId)}/file`;
  expect((await open(kid, url)).status).toBe(200);
  return url;
}

describe('evidence files for reviewers', () => {
  it('opens for the assigned advisor from the queue, and for nobody else', async () => {
    const { kid, parent } = await family(server);
    const advisor = await newUser(server, 'advisor');
    await assignAdvisor(server, advisor, kid);
    const taskId = await personalTask(server, kid, photo());

    const item = await queueItem(advisor, taskId);
    const file = fileOf(item!.evidence);
    expect(file).toMatchObject({ file_name: 'birdhouse.png', confidential: false });
    expect(file.file_url).toBe(await ownFileUrl(kid, taskId));

    const opened = await open(advisor, file.file_url!);
    expect(opened.status).toBe(200);
    expect(opened.body.length).toBeGreaterThan(0);

    // The parent of a student with an advisor does not review, so the route refuses them too.
    const otherAdvisor = await newUser(server, 'advisor');
    const otherParent = await newUser(server, 'parent');
    const otherStudent = await newUser(server, 'student');
    for (const who of [parent, otherAdvisor, otherParent, otherStudent]) {
      const refused = await open(who, file.file_url!);
      expect([who.email, refused.status]).toEqual([who.email, 404]);
    }

    const reads = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'child_data.read')
      .where('target_id', '=', kid.userId)
      .execute();
    expect(reads.map((r) => r.actor_id)).toEqual([advisor.userId]);
    expect(JSON.parse(reads[0]!.details)).toMatchObject({ evidence_id: file.id });
  });

  it('opens for a linked parent when the family reviews, not for other parents or advisors', async () => {
    const { kid, parent } = await family(server);
    const taskId = await personalTask(server, kid, photo());
    const file = fileOf((await queueItem(parent, taskId))!.evidence);
    expect(file.file_url).toBe(await ownFileUrl(kid, taskId));

    const opened = await open(parent, file.file_url!);
    expect(opened.status).toBe(200);
    const own = await open(kid, file.file_url!);
    expect(opened.body.equals(own.body)).toBe(true);

    const strangers = [
      await newUser(server, 'parent'),
      await newUser(server, 'advisor'),
      await newUser(server, 'student'),
    ];
    for (const who of strangers) expect((await open(who, file.file_url!)).status).toBe(404);

    // Turning parent review off leaves nobody to review: the parent's access goes with it.
    await api(parent, 'PUT', `/api/reviews/family/${kid.userId}`, { parent_review: false });
    expect((await open(parent, file.file_url!)).status).toBe(404);
  });

  it('keeps confidential files within the family', async () => {
    const { kid, parent } = await family(server);
    const parentTask = await personalTask(server, kid, photo(true));
    const forParent = fileOf((await queueItem(parent, parentTask))!.evidence);
    expect(forParent.confidential).toBe(true);
    expect((await open(parent, forParent.file_url!)).status).toBe(200);

    const advisor = await newUser(server, 'advisor');
    await assignAdvisor(server, advisor, kid);
    const item = (await queueItem(advisor, parentTask))!;
    expect(fileOf(item.evidence)).toMatchObject({ confidential: true, file_url: null });
    expect(item.evidence.find((e) => e.kind === 'text')!.text).toBeNull();
    const url = await ownFileUrl(kid, parentTask);
    expect((await open(advisor, url)).status).toBe(403);
  });

  it('answers 404 for a file that does not exist and 400 for a bad id', async () => {
    const advisor = await newUser(server, 'advisor');
    const missing = await open(advisor, '/api/evidence/00000000-0000-4000-8000-000000000000/file');
    expect(missing.status).toBe(404);
    const bad = await api<{ fields?: Record<string, string> }>(
      advisor,
      'GET',
      '/api/evidence/not-an-id/file',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('evidenceId');
    expect((await server.client().get('/api/evidence/not-an-id/file')).status).toBe(401);
  });
});
