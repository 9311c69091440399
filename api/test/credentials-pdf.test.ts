import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';
import { newUser } from './family-helpers';
import { api, signIn, type Signed } from './learning-helpers';
import { decodeQr } from './pdf-qr';
import type { BadgeBody } from './records-helpers';

// Credentials as PDFs (docs/api/credentials.md): what they say, the QR code of the public
// address once shared, and who may download them.

let server: TestServer;
let sam: Signed;
let parent: Signed;
type Json = Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  sam = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
  parent = await signIn(server, 'parent@optio.test', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await server.close();
});

jest.setTimeout(30_000);

async function pdf(s: Signed | null, path: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: s ? { authorization: `Bearer ${s.token}`, cookie: s.c.cookieHeader() } : {},
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The PDF's text as pdf.js reads it, spaces collapsed. */
function textOf(bytes: Buffer): string {
  const file = join(server.dataDir, 'credential.pdf');
  writeFileSync(file, bytes);
  const out = execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs'), file]);
  return (JSON.parse(out.toString('utf8')) as { text: string }).text.replace(/\s+/g, ' ');
}

async function claimedBadge(): Promise<string> {
  const list = (await api<{ badges: BadgeBody[] }>(sam, 'GET', '/api/records/badges')).body.badges;
  const historian = list.find((b) => b.name === 'Family Historian')!;
  if (historian.status !== 'claimed') {
    expect((await api(sam, 'POST', `/api/records/badges/${historian.id}/claim`)).status).toBe(201);
  }
  return historian.id;
}

const setPortfolioPublic = async (isPublic: boolean) => {
  if (isPublic) await api(sam, 'PUT', '/api/records/profile', { portfolio_slug: 'sam-pdf' });
  const res = await api(sam, 'PUT', '/api/records/portfolio/visibility', { public: isPublic });
  expect(res.body).toMatchObject({ public: isPublic });
};

describe('a badge credential as a PDF', () => {
  it('while private: says what it attests, has no QR code, and says how to verify the JSON', async () => {
    await setPortfolioPublic(false);
    const badgeId = await claimedBadge();
    const { res, bytes } = await pdf(sam, `/api/credentials/badges/${badgeId}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('credential-family-historian.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const json = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    const text = textOf(bytes);
    expect(text).toContain('Family Historian');
    expect(text).toContain('Issued by: Optio (did:web:optio.example)');
    expect(text).toContain(`Credential id: ${String(json.body.id)}`);
    expect(text).toContain('name not shared');
    expect(text).toContain(`${new URL(String(json.body.id)).origin}/verify and choose the file`);
    expect(text).toContain('This credential is private');
    expect(decodeQr(bytes)).toBeNull();
  });

  it('once shared: the QR code decodes to the public address, which serves the same credential', async () => {
    await setPortfolioPublic(true);
    const badgeId = await claimedBadge();
    const { res, bytes } = await pdf(sam, `/api/credentials/badges/${badgeId}.pdf`);
    expect(res.status).toBe(200);
    const json = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    const address = String(json.body.id);
    expect(address).toMatch(/\/credentials\/[0-9a-f-]{36}$/);

    expect(decodeQr(bytes)).toBe(address);
    const text = textOf(bytes);
    // The address whole, on its own line after the sentence (a wrap inside it would add a space).
    expect(text).toContain(
      `open the address below to see the signed original checked: valid, revoked or changed. ${address} `,
    );
    expect(text).toMatch(/Issued to: \S/);
    expect(text).not.toContain('name not shared');
    const served = await server
      .client()
      .request<Json>('GET', new URL(address).pathname, undefined, {
        headers: { accept: 'application/json' },
      });
    expect(served.status).toBe(200);
    expect(served.body.id).toBe(address);
  });

  it('is refused to anyone but the student and a linked parent', async () => {
    const badgeId = await claimedBadge();
    const path = `/api/credentials/badges/${badgeId}.pdf`;
    expect((await pdf(parent, `${path}?student_id=${sam.userId}`)).res.status).toBe(200);
    const stranger = await newUser(server, 'parent');
    expect((await pdf(stranger, `${path}?student_id=${sam.userId}`)).res.status).toBe(403);
    const other = await newUser(server, 'student');
    expect((await pdf(other, `${path}?student_id=${sam.userId}`)).res.status).toBe(403);
    // Their own badge list has no such claimed badge.
    expect((await pdf(other, path)).res.status).toBe(404);
    expect((await pdf(null, path)).res.status).toBe(401);
    const bad = await pdf(sam, '/api/credentials/badges/not-an-id.pdf');
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString('utf8'))).toMatchObject({ error: expect.any(String) });
  });
});

describe('transcript and diploma PDFs', () => {
  it('the transcript lists its parts and carries the QR code of its address', async () => {
    await setPortfolioPublic(true);
    const { res, bytes } = await pdf(sam, '/api/credentials/transcript.pdf');
    expect(res.status).toBe(200);
    const json = await api<Json>(sam, 'GET', '/api/credentials/transcript');
    expect(decodeQr(bytes)).toBe(String(json.body.id));
    const text = textOf(bytes);
    expect(text).toContain('CLR 2.0 transcript');
    expect(text).toContain('Courses and pillars');
    expect(text).toMatch(/XP of reviewed work/);
  });

  it('the diploma PDF waits for the sign-off, like the JSON', async () => {
    const kid = await newUser(server, 'student');
    const res = await pdf(kid, '/api/credentials/diploma.pdf');
    expect(res.res.status).toBe(409);
  });
});
