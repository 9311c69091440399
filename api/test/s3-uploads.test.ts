// Uploads in S3-compatible object storage (S3_BUCKET): a throw-away `s3rver` (npm) on a loopback
// port stands in for the bucket. Files stream in and out through the authorised routes only,
// deletions delete the objects, and with the store down an upload answers 503 and stores no row.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startServer, type TestServer } from './helpers';
import { api, newStudent, postForm, tinyPdf, tinyPng, type Signed } from './learning-helpers';
import { startS3Server, type S3Server } from './s3-server';

let s3: S3Server | undefined;
let server: TestServer;
let client: S3Client;

/** Skipped, with the reason printed, only when the npm package is not installed at all. */
const installed = (() => {
  try {
    require.resolve('s3rver');
    return true;
  } catch {
    console.warn('S3 upload tests skipped: the npm package s3rver is not installed (pnpm install)');
    return false;
  }
})();

beforeAll(async () => {
  if (!installed) return;
  s3 = await startS3Server();
  server = await startServer({}, s3.env);
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

const objectKeys = async (): Promise<string[]> => {
  const out = await client.send(new ListObjectsV2Command({ Bucket: s3!.bucket }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
};
const objectBytes = async (key: string): Promise<Buffer> => {
  const out = await client.send(new GetObjectCommand({ Bucket: s3!.bucket, Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
};
/** Files left in the API's local upload directory (the spool): none once a request is done. */
const localFiles = (): string[] => {
  try {
    return readdirSync(join(server.dataDir, 'uploads'));
  } catch {
    return [];
  }
};
const download = async (s: Signed, path: string) => {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${s.token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};
const portfolioUpload = (s: Signed, file: Buffer, name = 'poem.pdf') =>
  postForm<{ id: string }>(s, '/api/records/portfolio/items', [
    { name: 'title', value: 'Poem' },
    { name: 'pillar', value: 'art' },
    { name: 'work_date', value: '2025-05-01' },
    { name: 'file', value: file, filename: name, type: 'application/pdf' },
  ]);

const it3 = (name: string, fn: () => Promise<void>, timeout = 60_000) => it(name, fn, timeout);

(installed ? describe : describe.skip)('uploads in S3-compatible object storage', () => {
  it3('readiness checks the bucket', async () => {
    // The first check may still be connecting on a loaded machine: ready within 10 s.
    let ready = await server.client().get('/api/ready');
    for (let i = 0; i < 20 && ready.status !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 500));
      ready = await server.client().get('/api/ready');
    }
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ storage: 'ok' });
  });

  it3(
    'an avatar goes to the bucket, comes back only through the API, and is deleted with it',
    async () => {
      const sam = await newStudent(server);
      const before = await objectKeys();
      const up = await postForm(sam, '/api/records/profile/avatar', [
        { name: 'file', value: tinyPng(), filename: 'me.png', type: 'image/png' },
      ]);
      expect(up.status).toBe(200);
      const added = (await objectKeys()).filter((k) => !before.includes(k));
      expect(added).toHaveLength(1);
      expect(localFiles()).toEqual([]);

      const got = await download(sam, '/api/records/profile/avatar');
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.bytes.equals(await objectBytes(added[0]!))).toBe(true);
      // No public URL is handed out: the bytes come back only through the signed-in route.
      expect((await fetch(server.url + '/api/records/profile/avatar')).status).toBe(401);

      const removed = await api(sam, 'DELETE', '/api/records/profile/avatar');
      expect(removed.status).toBeLessThan(300);
      expect(await objectKeys()).toEqual(before);
    },
  );

  it3('a 9 MB document streams in as a multipart upload and back out byte for byte', async () => {
    const sam = await newStudent(server);
    const pdf = tinyPdf();
    const big = Buffer.concat([pdf, Buffer.alloc(9 * 1024 * 1024 - pdf.length, 0x20)]);
    const up = await portfolioUpload(sam, big);
    expect(up.status).toBe(201);
    expect(localFiles()).toEqual([]);
    const got = await download(sam, `/api/records/portfolio/items/${up.body.id}/file`);
    expect(got.status).toBe(200);
    expect(got.bytes.length).toBe(big.length);
    expect(got.bytes.equals(big)).toBe(true);

    const keys = await objectKeys();
    const gone = await api(sam, 'DELETE', `/api/records/portfolio/items/${up.body.id}`);
    expect(gone.status).toBeLessThan(300);
    expect((await objectKeys()).length).toBe(keys.length - 1);
  });

  it3('a refused file leaves no object behind', async () => {
    const sam = await newStudent(server);
    const before = await objectKeys();
    const up = await portfolioUpload(sam, Buffer.from('MZ not really a program'), 'run.exe');
    expect(up.status).toBe(400);
    expect(await objectKeys()).toEqual(before);
    expect(localFiles()).toEqual([]);
    // An image that cannot be decoded: refused before it reaches the bucket, spool removed.
    const broken = Buffer.concat([tinyPng().subarray(0, 16), Buffer.alloc(64, 7)]);
    const avatar = await postForm(sam, '/api/records/profile/avatar', [
      { name: 'file', value: broken, filename: 'broken.png', type: 'image/png' },
    ]);
    expect(avatar.status).toBe(400);
    expect(await objectKeys()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it3(
    'with the store down: uploads answer 503 and store no row, downloads 503, readiness 503',
    async () => {
      const sam = await newStudent(server);
      const kept = await portfolioUpload(sam, tinyPdf());
      expect(kept.status).toBe(201);
      const db = server.app.ctx.db.kysely;
      const rows = async () =>
        (
          await db
            .selectFrom('portfolio_items')
            .select('id')
            .where('student_id', '=', sam.userId)
            .execute()
        ).length;
      expect(await rows()).toBe(1);

      await s3!.stop();
      const up = await portfolioUpload(sam, tinyPdf());
      expect(up.status).toBe(503);
      expect(up.body).toMatchObject({
        error: 'Service temporarily unavailable. Please try again in a few moments.',
      });
      expect(await rows()).toBe(1);
      const avatar = await postForm(sam, '/api/records/profile/avatar', [
        { name: 'file', value: tinyPng(), filename: 'me.png', type: 'image/png' },
      ]);
      expect(avatar.status).toBe(503);
      const profile = await db
        .selectFrom('student_profiles')
        .select('avatar_key')
        .where('user_id', '=', sam.userId)
        .executeTakeFirst();
      expect(profile?.avatar_key ?? null).toBeNull();
      expect(localFiles()).toEqual([]);

      const got = await download(sam, `/api/records/portfolio/items/${kept.body.id}/file`);
      expect(got.status).toBe(503);
      const ready = await server.client().get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ storage: 'unavailable' });
    },
  );
});
