import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';
import { link, newUser } from './family-helpers';
import { api, complete, signIn, type Signed } from './learning-helpers';
import { pickUp, ZERO_REQUIREMENTS, type BadgeBody } from './records-helpers';

// Verifiable credentials (docs/api/credentials.md): issue, share, verify, revoke, bad input.

let server: TestServer;
let sam: Signed;
let admin: Signed;

type Json = Record<string, unknown>;
interface VerificationBody {
  verified: boolean;
  state: string;
  reason: string | null;
  issuer: { id: string; name: string | null } | null;
  subject_name: string | null;
  achievement: { name: string; type: string | null } | null;
  parts: { name: string; verified: boolean }[];
}

beforeAll(async () => {
  server = await startServer();
  sam = await signIn(server, 'student@optio.test', DEMO_PASSWORD);
  admin = await signIn(server, 'admin@optio.test', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** An anonymous machine caller: one request, no cookie, no CSRF token. */
async function verify(body: unknown) {
  const res = await fetch(`${server.url}/api/credentials/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as VerificationBody };
}

jest.setTimeout(30_000);

async function claimedBadge(): Promise<string> {
  const list = (await api<{ badges: BadgeBody[] }>(sam, 'GET', '/api/records/badges')).body.badges;
  const historian = list.find((b) => b.name === 'Family Historian')!;
  if (historian.status !== 'claimed') {
    expect((await api(sam, 'POST', `/api/records/badges/${historian.id}/claim`)).status).toBe(201);
  }
  return historian.id;
}

describe('issuer', () => {
  it('serves a did:web document with an Ed25519 Multikey for assertions', async () => {
    const res = await server.client().request<Json>('GET', '/.well-known/did.json');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('did:web:optio.example');
    const methods = res.body.verificationMethod as Json[];
    expect(methods[0]).toMatchObject({ type: 'Multikey', controller: 'did:web:optio.example' });
    expect(String(methods[0]!.publicKeyMultibase)).toMatch(/^z6Mk/);
    expect(res.body.assertionMethod).toEqual([methods[0]!.id]);
  });
});

describe('a claimed badge', () => {
  it('downloads as an Open Badges 3.0 credential that verifies, and the same one again', async () => {
    const badgeId = await claimedBadge();
    const res = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    expect(res.status).toBe(200);
    expect(res.body.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(res.body.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry' });
    expect(JSON.stringify(res.body)).not.toContain('student@optio.test');
    const again = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    expect(again.body.id).toBe(res.body.id);

    const checked = await verify({ credential: res.body });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      verified: true,
      state: 'valid',
      reason: null,
      issuer: { id: 'did:web:optio.example', name: 'Optio' },
      achievement: { name: 'Family Historian', type: 'Badge' },
    });
  });

  it('reports a changed byte as tampered', async () => {
    const badgeId = await claimedBadge();
    const res = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    const text = JSON.stringify(res.body).replace('Family Historian', 'Family Historiam');
    const checked = await verify({ credential: JSON.parse(text) as Json });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ verified: false, state: 'tampered' });
  });

  it('is refused for a badge that is not claimed, and to other users', async () => {
    const list = (await api<{ badges: BadgeBody[] }>(sam, 'GET', '/api/records/badges')).body
      .badges;
    const unclaimed = list.find((b) => b.status !== 'claimed')!;
    expect((await api(sam, 'GET', `/api/credentials/badges/${unclaimed.id}`)).status).toBe(404);
    expect((await api(sam, 'GET', '/api/credentials/badges/not-an-id')).status).toBe(400);
    const stranger = await newUser(server, 'parent');
    const badgeId = await claimedBadge();
    const refused = await api(
      stranger,
      'GET',
      `/api/credentials/badges/${badgeId}?student_id=${sam.userId}`,
    );
    expect(refused.status).toBe(403);
    expect((await api(admin, 'GET', `/api/credentials/badges/${badgeId}`)).status).toBe(403);
  });
});

describe('revocation', () => {
  it('an admin revokes with a reason; the status list and verify then say revoked', async () => {
    const badgeId = await claimedBadge();
    const issued = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    const id = String(issued.body.id).split('/').pop()!;

    const noReason = await api(admin, 'POST', `/api/credentials/${id}/revoke`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(
      (await api(sam, 'POST', `/api/credentials/${id}/revoke`, { reason: 'mine' })).status,
    ).toBe(403);

    const revoked = await api<Json>(admin, 'POST', `/api/credentials/${id}/revoke`, {
      reason: 'Awarded in error',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id, revoked_reason: 'Awarded in error' });
    expect(
      (await api(admin, 'POST', `/api/credentials/${id}/revoke`, { reason: 'again' })).status,
    ).toBe(409);

    const status = issued.body.credentialStatus as Json;
    const list = await server
      .client()
      .request<Json>('GET', new URL(String(status.statusListCredential)).pathname);
    expect(list.status).toBe(200);
    expect(list.body.type).toContain('BitstringStatusListCredential');

    const checked = await verify({ credential: issued.body });
    expect(checked.body).toMatchObject({ verified: false, state: 'revoked' });

    const audit = await server.app.ctx.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'credential.revoke', actor_id: admin.userId }]);

    // A fresh download after revocation is a new credential, valid again.
    const reissued = await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`);
    expect(reissued.body.id).not.toBe(issued.body.id);
    expect((await verify({ credential: reissued.body })).body.state).toBe('valid');
  });
});

describe('only reviewed work', () => {
  it('counts toward a badge (and so its credential): pending XP is left out', async () => {
    const kid = await newUser(server, 'student');
    const quest = await pickUp(server, kid, 'solar-oven');
    const badge = (
      await api<{ badges: BadgeBody[] }>(kid, 'GET', '/api/records/badges')
    ).body.badges.find((b) => b.quests.some((q) => q.id === quest.id))!;
    const added = await api<{ id: string }>(kid, 'POST', `/api/quests/${quest.id}/tasks`, {
      title: 'Own experiment',
      pillar: 'stem',
      xp: 100,
    });
    await complete(kid, added.body.id, [{ name: 'text', value: 'Measured the heat.' }]);
    const after = (
      await api<{ badges: BadgeBody[] }>(kid, 'GET', '/api/records/badges')
    ).body.badges.find((b) => b.id === badge.id)!;
    expect(after.xp_earned).toBe(0);
  });
});

describe('concurrent first downloads', () => {
  it('store one credential and hand every caller that one', async () => {
    const badgeId = await claimedBadge();
    const path = `/api/credentials/badges/${badgeId}`;
    const current = await api<Json>(sam, 'GET', path);
    const oldId = String(current.body.id).split('/').pop()!;
    await api(admin, 'POST', `/api/credentials/${oldId}/revoke`, { reason: 'Start afresh' });

    const answers = await Promise.all(Array.from({ length: 8 }, () => api<Json>(sam, 'GET', path)));
    // Eight at once: four raced into duplicates reliably before migration 028.
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const valid = await server.app.ctx.db.kysely
      .selectFrom('credentials')
      .select('id')
      .where('student_id', '=', sam.userId)
      .where('subject_key', '=', badgeId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(valid.map((row) => row.id)).toEqual([String(answers[0]!.body.id).split('/').pop()]);
  });
});

describe('transcript and diploma', () => {
  it('the transcript is a CLR whose course credentials each verify', async () => {
    const res = await api<Json>(sam, 'GET', '/api/credentials/transcript');
    expect(res.status).toBe(200);
    expect(res.body.type).toEqual(['VerifiableCredential', 'ClrCredential']);
    const checked = await verify({ credential: res.body });
    expect(checked.body.verified).toBe(true);
    expect(checked.body.parts.length).toBeGreaterThan(0);
    expect(checked.body.parts.every((p) => p.verified)).toBe(true);
  });

  it('the diploma only after sign-off; a linked parent downloads it with ?student_id=', async () => {
    expect(
      (
        await api(admin, 'PUT', '/api/admin/credit-settings', {
          xp_per_credit: 100,
          total_required: 1,
          requirements: ZERO_REQUIREMENTS,
        })
      ).status,
    ).toBe(200);
    const kid = await newUser(server, 'student');
    const parent = await newUser(server, 'parent');
    await link(server, parent, kid);
    const quest = await pickUp(server, kid, 'solar-oven');
    const added = await api<{ id: string }>(kid, 'POST', `/api/quests/${quest.id}/tasks`, {
      title: 'Built a birdhouse',
      pillar: 'stem',
      xp: 100,
    });
    await complete(kid, added.body.id, [{ name: 'text', value: 'Measured and cut.' }]);
    expect((await api(kid, 'GET', '/api/credentials/diploma')).status).toBe(409);
    // Unreviewed work is not on the transcript either.
    expect((await api(kid, 'GET', '/api/credentials/transcript')).status).toBe(409);

    await api(parent, 'POST', `/api/reviews/tasks/${added.body.id}`, { decision: 'approve' });
    expect(
      (await api(parent, 'POST', `/api/reviews/students/${kid.userId}/diploma`, {})).status,
    ).toBe(200);
    const diploma = await api<Json>(
      parent,
      'GET',
      `/api/credentials/diploma?student_id=${kid.userId}`,
    );
    expect(diploma.status).toBe(200);
    const achievement = (diploma.body.credentialSubject as Json).achievement as Json;
    expect(achievement).toMatchObject({ achievementType: 'Diploma' });
    expect(achievement.alignment).toBeUndefined();
    const checked = await verify({ credential: diploma.body });
    expect(checked.body).toMatchObject({ verified: true, subject_name: null });
    expect((await api(parent, 'GET', '/api/credentials/diploma')).status).toBe(403);
  });
});

describe('sharing', () => {
  it('the public URL answers 404 until the page is public, then the JSON', async () => {
    const res = await api<Json>(sam, 'GET', '/api/credentials/transcript');
    const path = new URL(String(res.body.id)).pathname;
    const json = { accept: 'application/json' };
    await api(sam, 'PUT', '/api/records/portfolio/visibility', { public: false });
    expect((await server.client().request('GET', path, undefined, { headers: json })).status).toBe(
      404,
    );
    expect((await verify({ url: path })).body).toMatchObject({ verified: false, state: 'invalid' });

    expect(
      (await api(sam, 'PUT', '/api/records/profile', { portfolio_slug: 'sam-credentials' })).status,
    ).toBe(200);
    const madePublic = await api(sam, 'PUT', '/api/records/portfolio/visibility', { public: true });
    expect(madePublic.body).toMatchObject({ public: true });
    const shared = await server.client().request<Json>('GET', path, undefined, { headers: json });
    expect(shared.status).toBe(200);
    expect(shared.body.id).toBe(res.body.id);
    expect((await verify({ url: String(res.body.id) })).body.verified).toBe(true);
    const listed = await api<{ credentials: { id: string; public_url: string | null }[] }>(
      sam,
      'GET',
      '/api/credentials',
    );
    expect(listed.body.credentials.find((c) => res.body.id === c.public_url)).toBeDefined();
  });
});

describe('verify never fails on bad input', () => {
  it('answers 200 with a reason, or 4xx, for what is not a credential', async () => {
    const notCredential = await verify({ credential: { hello: 'world' } });
    expect(notCredential.status).toBe(200);
    expect(notCredential.body).toMatchObject({ verified: false, state: 'invalid' });

    const unknownContext = await verify({
      credential: {
        '@context': ['https://www.w3.org/ns/credentials/v2', 'https://evil.example/context.json'],
        type: ['VerifiableCredential'],
        proof: { type: 'DataIntegrityProof' },
      },
    });
    expect(unknownContext.body.reason).toMatch(/Unknown JSON-LD context "https:\/\/evil.example/);

    const foreign = await verify({ url: 'https://elsewhere.example/credentials/1' });
    expect(foreign.status).toBe(200);
    expect(foreign.body.verified).toBe(false);

    expect((await verify({ nothing: true })).status).toBe(400);
    expect((await verify([1, 2])).status).toBe(400);
  });

  it('reports an unreachable did:web issuer as not verified, with the reason', async () => {
    const badgeId = await claimedBadge();
    const own = (await api<Json>(sam, 'GET', `/api/credentials/badges/${badgeId}`)).body;
    const proof = own.proof as Json;
    const foreign = {
      ...own,
      issuer: { ...(own.issuer as Json), id: 'did:web:unreachable.example' },
      proof: { ...proof, verificationMethod: 'did:web:unreachable.example#key-1' },
    };
    const checked = await verify({ credential: foreign });
    expect(checked.status).toBe(200);
    expect(checked.body.verified).toBe(false);
    expect(checked.body.reason).toContain('did:web:unreachable.example#key-1');
  });

  it('other public POST routes still refuse a request without a CSRF token', async () => {
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'machine@example.com' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('Invalid CSRF token');
  });

  it('refuses malformed JSON with 400 and a body over 1 MB with 413', async () => {
    const headers = { 'content-type': 'application/json' };
    const malformed = await fetch(`${server.url}/api/credentials/verify`, {
      method: 'POST',
      headers,
      body: '{"credential": {',
    });
    expect(malformed.status).toBe(400);
    const huge = await fetch(`${server.url}/api/credentials/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ credential: { padding: 'x'.repeat(1_100_000) } }),
    });
    expect(huge.status).toBe(413);
  });
});
