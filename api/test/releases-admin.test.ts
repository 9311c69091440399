import type { PlatformApp, PlatformReleases } from '@optio/contracts/releases';
import type { PlatformLayout } from '../src/features/releases/registry';
import { publishRelease, startCanary } from '../src/features/releases/service';
import { DEMO_PASSWORD, startServer, type Client, type TestServer } from './helpers';
import { layoutOf, stagedBuild, writeSite } from './release-fixtures';

let server: TestServer;
let layout: PlatformLayout;
let admin: Client;
let adminToken: string;
let clock = Date.parse('2026-11-28T00:00:00Z');
const tick = () => new Date((clock += 1000));

type Refusal = { message: string; fields?: Record<string, string> };

const signIn = async (email: string) => {
  const c = await server.client().init();
  return { c, token: (await c.login(email, DEMO_PASSWORD)).session.access_token };
};

async function release(app: string, marker: string) {
  const staging = await stagedBuild(layout, app, marker);
  return publishRelease(server.app.ctx.db.kysely, layout, {
    app,
    staging,
    packageVersion: '2.1.0',
    gitCommit: null,
    createdBy: 'ops',
    at: tick(),
  });
}

const post = <T>(path: string, body?: unknown, token = adminToken) =>
  admin.post<T>(path, body, { token });

beforeAll(async () => {
  server = await startServer();
  layout = layoutOf(server);
  writeSite(server);
  ({ c: admin, token: adminToken } = await signIn('admin@optio.test'));
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/platform/releases', () => {
  it('lists every app of the registry and the shell, with live, canary and history', async () => {
    const first = await release('mf-public', 'a');
    const second = await release('mf-public', 'b');
    const res = await admin.get<PlatformReleases>('/api/admin/platform/releases', {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.apps.map((a) => a.app)).toEqual(['shell', 'mf-public', 'mf-demo']);
    const pub = res.body.apps.find((a) => a.app === 'mf-public')!;
    expect(pub.live).toEqual({
      version: second.version,
      created_at: second.created_at,
      git_commit: null,
      size_bytes: second.size_bytes,
    });
    expect(pub.canary).toBeNull();
    expect(pub.history.map((h) => h.version)).toEqual([second.version, first.version]);
    expect(pub.history[0]).toEqual({
      version: second.version,
      created_at: second.created_at,
      created_by: 'ops',
      git_commit: null,
      contract_hash: second.contract_hash,
      size_bytes: second.size_bytes,
    });
    expect(res.body.apps.find((a) => a.app === 'mf-demo')).toEqual({
      app: 'mf-demo',
      live: null,
      canary: null,
      history: [],
    });
  });

  it('is for admins only', async () => {
    const { c, token } = await signIn('educator@optio.test');
    expect((await c.get('/api/admin/platform/releases', { token })).status).toBe(403);
    expect((await server.client().get('/api/admin/platform/releases')).status).toBe(401);
    const rollback = await c.post('/api/admin/platform/mf-public/rollback', {}, { token });
    expect(rollback.status).toBe(403);
  });
});

describe('POST /api/admin/platform/{app}/rollback and /promote', () => {
  it('rolls back to the previous release, audited', async () => {
    const before = (
      await admin.get<PlatformReleases>('/api/admin/platform/releases', {
        token: adminToken,
      })
    ).body.apps.find((a) => a.app === 'mf-public')!;
    const res = await post<PlatformApp>('/api/admin/platform/mf-public/rollback', {});
    expect(res.status).toBe(200);
    expect(res.body.live?.version).toBe(before.history[1]!.version);
    const log = await admin.get<{
      items: { action: string; target_id: string; details: unknown }[];
    }>('/api/admin/audit-log', { token: adminToken });
    expect(log.body.items[0]).toMatchObject({
      action: 'release.rollback',
      target_id: 'mf-public',
      details: {
        old: { live: before.live!.version, canary: null },
        new: { live: before.history[1]!.version, canary: null },
      },
    });
  });

  it('answers 404 for an unknown version and 400 with a field message for a bad one', async () => {
    const unknown = await post<Refusal>('/api/admin/platform/mf-public/rollback', {
      version: '9.9.9',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('mf-public has no release 9.9.9.');
    const bad = await post<Refusal>('/api/admin/platform/mf-public/rollback', {
      version: '../x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.version).toMatch(/release version/);
    const app = await post<Refusal>('/api/admin/platform/Nope/rollback', {});
    expect(app.status).toBe(400);
    expect(app.body.fields?.app).toMatch(/shell or mf-<name>/);
  });

  it('promotes a running canary, audited; without one it is a 409', async () => {
    const none = await post<Refusal>('/api/admin/platform/mf-public/promote');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('mf-public has no canary running.');
    const next = await release('mf-public', 'c');
    const { history } = (
      await admin.get<PlatformReleases>('/api/admin/platform/releases', {
        token: adminToken,
      })
    ).body.apps.find((a) => a.app === 'mf-public')!;
    await post('/api/admin/platform/mf-public/rollback', { version: history[1]!.version });
    await startCanary(server.app.ctx.db.kysely, layout, 'mf-public', next.version, 30, tick());
    const res = await post<PlatformApp>('/api/admin/platform/mf-public/promote');
    expect(res.status).toBe(200);
    expect(res.body.live?.version).toBe(next.version);
    expect(res.body.canary).toBeNull();
    const log = await admin.get<{ items: { action: string }[] }>('/api/admin/audit-log', {
      token: adminToken,
    });
    expect(log.body.items[0]!.action).toBe('release.promote');
  });
});
