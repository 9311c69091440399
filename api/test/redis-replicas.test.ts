// What API replicas share through a real redis-server: app instances on one database and one
// Redis, as replicas behind a load balancer. A sign-out on one must end the access token on the
// others (not 15 minutes later), and the sign-in lock-out must count guesses made on any of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import {
  DEMO_PASSWORD,
  GENEROUS_LIMITS,
  startServer,
  type Client,
  type TestServer,
} from './helpers';
import { findRedisServer, startRedisServer, type RedisServer } from './redis-server';

const REDIS_SERVER = findRedisServer();
if (!REDIS_SERVER)
  console.warn(
    'SKIPPED redis-replicas.test.ts: redis-server is not installed ' +
      '(Debian: apt-get install -y redis-server; npm test installs it).',
  );
const describeWithRedis = REDIS_SERVER ? describe : describe.skip;

/** The session id an access token names (its `sid` claim). */
const sidOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** Status of GET `path` with this token, asked until `want` or 5 s (pub/sub is async). */
async function statusEventually(
  c: Client,
  path: string,
  token: string,
  want: number,
): Promise<number> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { status } = await c.get(path, { token });
    if (status === want || Date.now() >= deadline) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
}
const meStatusEventually = (c: Client, token: string, want: number) =>
  statusEventually(c, '/api/auth/me', token, want);

interface Cluster {
  redis: RedisServer;
  dataDir: string;
  a: TestServer;
  b: TestServer;
  /** Starts one more replica on the same database and Redis (closed with the others). */
  replica(): Promise<TestServer>;
}

/** Two app instances on one database and one fresh redis-server, as replicas. */
function twoReplicasOnRedis(overrides: Parameters<typeof startServer>[0] = {}): Cluster {
  const started: TestServer[] = [];
  const cluster = {
    async replica() {
      const server = await startServer(
        { dataDir: cluster.dataDir, ...overrides },
        { REDIS_URL: cluster.redis.url },
      );
      started.push(server);
      return server;
    },
  } as Cluster;
  beforeAll(async () => {
    cluster.redis = await startRedisServer(REDIS_SERVER!);
    cluster.dataDir = mkdtempSync(join(tmpdir(), 'optio-api-replicas-'));
    cluster.a = await cluster.replica();
    cluster.b = await cluster.replica();
  }, 30_000);
  afterAll(async () => {
    for (const server of started) await server.close();
    await cluster.redis?.stop();
    if (cluster.dataDir) rmSync(cluster.dataDir, { recursive: true, force: true });
  });
  return cluster;
}

async function signIn(server: TestServer, email: string) {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return { c, token: login.session.access_token };
}

describeWithRedis('access-token deny list shared through Redis', () => {
  const cluster = twoReplicasOnRedis();
  let probe: Redis;
  beforeAll(() => {
    probe = new Redis(cluster.redis.url);
  });
  afterAll(() => probe?.disconnect());

  it('a logout on instance A makes the access token refused on instance B', async () => {
    const { a, b } = cluster;
    const { c, token } = await signIn(a, 'student@optio.test');
    const onB = b.client();
    expect((await onB.get('/api/auth/me', { token })).status).toBe(200);

    const out = await c.post('/api/auth/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect((await c.get('/api/auth/me', { token })).status).toBe(401);
    expect(await meStatusEventually(onB, token, 401)).toBe(401);

    // Kept in Redis only as long as an access token can live.
    const ttl = await probe.ttl(`optio_deny:${sidOf(token)}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(a.config.accessTokenTtlSec);
  });

  it('a replica started after the logout refuses the token too (loads the denials in force)', async () => {
    const { c, token } = await signIn(cluster.a, 'parent@optio.test');
    expect((await c.post('/api/auth/logout', undefined, { token })).status).toBe(200);
    const late = await cluster.replica();
    expect((await late.client().get('/api/auth/me', { token })).status).toBe(401);
  });

  it('"sign out everywhere" on B ends the sessions signed in on A, and no one else\'s', async () => {
    const { a, b } = cluster;
    const laptop = await signIn(a, 'advisor@optio.test');
    const phone = await signIn(b, 'advisor@optio.test');
    const bystander = await signIn(a, 'educator@optio.test');
    const onA = a.client();

    const all = await phone.c.post('/api/auth/logout-all', undefined, { token: phone.token });
    expect(all.status).toBe(200);
    expect(await meStatusEventually(onA, laptop.token, 401)).toBe(401);
    expect(await meStatusEventually(onA, phone.token, 401)).toBe(401);
    expect((await onA.get('/api/auth/me', { token: bystander.token })).status).toBe(200);
    expect((await b.client().get('/api/auth/me', { token: bystander.token })).status).toBe(200);
  });
});

describeWithRedis('sign-in lock-out shared through Redis', () => {
  const cluster = twoReplicasOnRedis({
    trustProxy: 1,
    rateLimits: { ...GENEROUS_LIMITS, loginAccount: { points: 10, duration: 15 * 60 } },
  });
  const attacker = { 'x-forwarded-for': '203.0.113.77' };
  const owner = { 'x-forwarded-for': '198.51.100.77' };

  it('ten wrong passwords split over two replicas lock that address out on both; the owner signs in', async () => {
    const { a, b } = cluster;
    const guess = async (server: TestServer, i: number) => {
      const c = await server.client().init();
      return (
        await c.post(
          '/api/auth/login',
          { email: 'student@optio.test', password: `Wrong-Guess-${i}!` },
          { headers: attacker },
        )
      ).status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await guess(i % 2 === 0 ? a : b, i));
    expect(statuses).toEqual(Array(10).fill(401));
    // Five failures on each replica: a per-process count would not have reached ten on either.
    expect(await guess(a, 10)).toBe(429);
    expect(await guess(b, 11)).toBe(429);

    const me = await b.client().init();
    const res = await me.post(
      '/api/auth/login',
      { email: 'student@optio.test', password: DEMO_PASSWORD },
      { headers: owner },
    );
    expect(res.status).toBe(200);
  });
});

describeWithRedis('when Redis goes away', () => {
  it('sign-in keeps working (per-replica limits) and a sign-out still ends the token here', async () => {
    const redis = await startRedisServer(REDIS_SERVER!);
    const server = await startServer({}, { REDIS_URL: redis.url });
    try {
      const { c, token } = await signIn(server, 'student@optio.test');
      await redis.stop();

      const out = await c.post('/api/auth/logout', undefined, { token });
      expect(out.status).toBe(200);
      expect((await c.get('/api/auth/me', { token })).status).toBe(401);

      const other = await server.client().init();
      const login = await other.post('/api/auth/login', {
        email: 'parent@optio.test',
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 30_000);
});

// The control: the same two replicas without Redis. Each keeps its own deny list, so B goes on
// accepting the token A denied until it expires. This is why REDIS_URL is needed with replicas,
// and it shows the test above depends on Redis carrying the denial.
describe('access-token deny list without Redis (one list per process)', () => {
  it('a logout on A is not known on B', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'optio-api-replicas-'));
    const a = await startServer({ dataDir });
    const b = await startServer({ dataDir });
    try {
      const { c, token } = await signIn(a, 'student@optio.test');
      expect((await c.post('/api/auth/logout', undefined, { token })).status).toBe(200);
      expect((await c.get('/api/auth/me', { token })).status).toBe(401);
      expect((await b.client().get('/api/auth/me', { token })).status).toBe(200);
    } finally {
      await a.close();
      await b.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describeWithRedis('user access changes shared through Redis', () => {
  // A minute-long cache: only the published invalidation can make B see the change in time.
  const cluster = twoReplicasOnRedis({ authUserCacheTtlMs: 60_000 });

  it('a role change made on A is enforced on B at once, both ways', async () => {
    const { a, b } = cluster;
    const student = await signIn(b, 'student@optio.test');
    const admin = await signIn(a, 'admin@optio.test');
    const onB = b.client();
    const studentId = (
      (await student.c.get('/api/auth/me', { token: student.token })).body as {
        id: string;
      }
    ).id;
    // B has the student cached as a student.
    expect((await onB.get('/api/admin/users', { token: student.token })).status).toBe(403);

    const promote = await admin.c.request(
      'PATCH',
      `/api/admin/users/${studentId}`,
      { role: 'admin' },
      { token: admin.token },
    );
    expect(promote.status).toBe(200);
    expect(await statusEventually(onB, '/api/admin/users', student.token, 200)).toBe(200);

    const demote = await admin.c.request(
      'PATCH',
      `/api/admin/users/${studentId}`,
      { role: 'student' },
      { token: admin.token },
    );
    expect(demote.status).toBe(200);
    expect(await statusEventually(onB, '/api/admin/users', student.token, 403)).toBe(403);
  });
});
