import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformHealth } from '@optio/contracts/platform-runtime';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { DEMO_PASSWORD, GENEROUS_LIMITS, startServer, type TestServer } from './helpers';

/** Issue #17 item 5: what the shell's MF runtime plugin reports, and the admin's health view. */
jest.setTimeout(120_000);

let server: TestServer;
const tokens: Record<string, string> = {};

async function tokenFor(email: string): Promise<string> {
  if (!tokens[email]) {
    const c = await server.client().init();
    tokens[email] = (await c.login(email, DEMO_PASSWORD)).session.access_token;
  }
  return tokens[email]!;
}

function writeFile(path: string, body: unknown) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
}

const manifest = (name: string, version: string) => ({
  id: name,
  name,
  metaData: {
    name,
    buildInfo: { buildVersion: version, buildName: name },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [
    { id: `${name}:react`, name: 'react', version: '19.2.0' },
    { id: `${name}:i18next`, name: 'i18next', version: '25.6.0' },
  ],
});

/** A site with a shell and three remotes: one whole, one missing its remoteEntry, one gone. */
function writeSite(root: string) {
  writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Optio</title>');
  writeFile(join(root, 'shell', 'dist', 'mf-manifest.json'), manifest('shell', '1.0.0'));
  writeFile(join(root, 'mf-good', 'dist', 'mf-manifest.json'), manifest('mf_good', '2.1.0'));
  writeFile(join(root, 'mf-good', 'dist', 'remoteEntry.js'), 'var mf_good;');
  writeFile(join(root, 'mf-broken', 'dist', 'mf-manifest.json'), manifest('mf_broken', '1.4.0'));
  writeFile(join(root, 'registry.json'), {
    remotes: ['good', 'broken', 'gone'].map((n) => ({
      name: `mf_${n}`,
      manifest: `/remotes/mf-${n}/mf-manifest.json`,
      module: './App',
      routes: [{ path: `/${n}` }],
    })),
  });
}

const observation = (overrides: Record<string, unknown> = {}) => ({
  remote: 'mf_good',
  remote_version: '2.1.0',
  package: 'react',
  version: '19.2.0',
  count: 1,
  ...overrides,
});

async function send(body: unknown, headers: Record<string, string> = {}) {
  const c = await server.client().init();
  return c.post<{ accepted?: number; fields?: Record<string, string> }>(
    '/api/platform/events',
    body,
    { headers },
  );
}

async function health(): Promise<PlatformHealth> {
  const res = await server.client().get<PlatformHealth>('/api/admin/platform/health', {
    token: await tokenFor('admin@optio.test'),
  });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await startServer();
  writeSite(join(server.dataDir, 'static'));
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/platform/events', () => {
  it('adds each batch to counters per remote version, package and version', async () => {
    const first = await send({
      shared: [
        observation(),
        observation({ count: 2 }),
        observation({ package: 'i18next', version: '24.0.0' }),
      ],
      errors: [{ remote: 'mf_good', remote_version: '2.0.0', code: 'RUNTIME-003', count: 1 }],
    });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ accepted: 4 });
    // Anonymous is enough: the page reports before anyone signs in.
    const second = await send({
      shared: [observation()],
      errors: [{ remote: 'mf_good', remote_version: '2.0.0', code: 'RUNTIME-003', count: 4 }],
    });
    expect(second.status).toBe(202);

    const good = (await health()).remotes.find((r) => r.remote === 'mf_good')!;
    expect(good.received).toEqual(
      expect.arrayContaining([
        { remote_version: '2.1.0', package: 'react', version: '19.2.0', count: 4 },
        { remote_version: '2.1.0', package: 'i18next', version: '24.0.0', count: 1 },
      ]),
    );
    expect(good.errors).toEqual([
      { remote_version: '2.0.0', code: 'RUNTIME-003', count: 5, last_seen: expect.any(String) },
    ]);
  });

  it('refuses malformed batches with field-level messages and stores nothing of them', async () => {
    // The field named is the batch's list (the message says what is wrong in it).
    const cases: [unknown, string, RegExp][] = [
      [{ shared: [observation({ remote: 'Robert"); DROP' })] }, 'shared', /container name/],
      [{ shared: [observation({ count: 0 })] }, 'shared', /at least 1/],
      [{ shared: [observation({ package: 'https://evil.example/?q=1' })] }, 'shared', /package/],
      [
        { errors: [{ remote: 'mf_good', remote_version: '1', code: 'oops', count: 1 }] },
        'errors',
        /error code/,
      ],
      [{ shared: [observation({ user_id: 'u-1' })] }, 'user_id', /Unknown field/],
      [{ shared: [], url: 'https://optio.example/?email=a@b.c' }, 'url', /Unknown field/],
      [{ shared: [], errors: [] }, 'shared', /at least one/],
      [{ shared: Array.from({ length: 201 }, () => observation()) }, 'shared', /200/],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toMatch(message);
    }
    const stored = await server.app.ctx.db.kysely
      .selectFrom('platform_shared_observations')
      .select('remote')
      .where('remote', 'not in', ['mf_good', 'shell'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a body over the size limit with 413', async () => {
    const huge = { shared: [observation({ package: `a${'b'.repeat(40_000)}` })] };
    const res = await send(huge);
    expect(res.status).toBe(413);
  });

  it('stores no personal data: no user, address, agent or page of whoever reported', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const res = await c.post(
      '/api/platform/events',
      { shared: [observation({ remote: 'mf_privacy', package: 'react-dom' })] },
      {
        token: login.session.access_token,
        headers: { referer: 'http://optio.example/quests?secret=1', 'user-agent': 'Agent/7' },
      },
    );
    expect(res.status).toBe(202);
    const rows = await server.app.ctx.db.kysely
      .selectFrom('platform_shared_observations')
      .selectAll()
      .where('remote', '=', 'mf_privacy')
      .execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['count', 'first_seen', 'last_seen', 'package', 'remote', 'remote_version', 'version'].sort(),
    );
    const text = JSON.stringify(rows);
    for (const personal of [
      login.user.id,
      'student@optio.test',
      '127.0.0.1',
      'secret',
      'Agent/7',
    ]) {
      expect(text).not.toContain(personal);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address spent its budget', async () => {
    const limited = await startServer({
      rateLimits: {
        ...GENEROUS_LIMITS,
        platformEventsIp: { ...DEFAULT_RATE_LIMITS.platformEventsIp, points: 2 },
      },
    });
    try {
      const c = await limited.client().init();
      const body = { shared: [observation()] };
      expect((await c.post('/api/platform/events', body)).status).toBe(202);
      expect((await c.post('/api/platform/events', body)).status).toBe(202);
      const refused = await c.post('/api/platform/events', body);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/platform/health', () => {
  it('says per remote whether its manifest and remoteEntry answer, and its version', async () => {
    const body = await health();
    const byName = Object.fromEntries(body.remotes.map((r) => [r.remote, r]));
    expect(byName.mf_good).toMatchObject({ health: 'ok', problem: null, version: '2.1.0' });
    expect(byName.mf_broken).toMatchObject({
      health: 'unreachable',
      problem: 'remoteEntry answered 404',
      version: '1.4.0',
    });
    expect(byName.mf_gone).toMatchObject({
      health: 'unreachable',
      problem: 'manifest answered 404',
      version: null,
    });
    expect(body.shell_shared).toEqual({ react: '19.2.0', i18next: '25.6.0' });
  });

  it('lists as skew the packages a remote received in another version than the shell provides', async () => {
    const good = (await health()).remotes.find((r) => r.remote === 'mf_good')!;
    expect(good.skew).toEqual([
      {
        package: 'i18next',
        remote_version: '2.1.0',
        received: '24.0.0',
        shell: '25.6.0',
        count: 1,
        last_seen: expect.any(String),
      },
    ]);
  });

  it('is for admins only', async () => {
    for (const email of ['educator@optio.test', 'marketing@optio.test', 'student@optio.test']) {
      const res = await server
        .client()
        .get('/api/admin/platform/health', { token: await tokenFor(email) });
      expect(res.status).toBe(403);
    }
    expect((await server.client().get('/api/admin/platform/health')).status).toBe(401);
  });
});
