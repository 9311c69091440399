// The access-token deny list across API replicas, through a real redis-server: two (and a late
// third) app instances share one database and one Redis, as replicas behind a load balancer do.
// A sign-out on one must end the access token on the others, not 15 minutes later.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DEMO_PASSWORD, startServer, type Client, type TestServer } from './helpers';
import { findRedisServer, startRedisServer, type RedisServer } from './redis-server';

const REDIS_SERVER = findRedisServer();
if (!REDIS_SERVER)
  console.warn(
    'SKIPPED session-deny-redis.test.ts: redis-server is not installed ' +
      '(Debian: apt-get install -y redis-server; npm test installs it).',
  );
const describeWithRedis = REDIS_SERVER ? describe : describe.skip;

/** The session id an access token names (its `sid` claim). */
const sidOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** Status of GET /api/auth/me with this token, asked until `want` or 5 s (pub/sub is async). */
async function meStatusEventually(c: Client, token: string, want: number): Promise<number> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { status } = await c.get('/api/auth/me', { token });
    if (status === want || Date.now() >= deadline) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function signIn(server: TestServer, email: string) {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return { c, token: login.session.access_token };
}

describeWithRedis('access-token deny list shared through Redis', () => {
  let redis: RedisServer;
  let probe: Redis;
  let dataDir: string;
  const replicas: TestServer[] = [];
  const replica = async () => {
    const s = await startServer({ dataDir }, { REDIS_URL: redis.url });
    replicas.push(s);
    return s;
  };
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    redis = await startRedisServer(REDIS_SERVER!);
    probe = new Redis(redis.url);
    dataDir = mkdtempSync(join(tmpdir(), 'optio-api-replicas-'));
    a = await replica();
    b = await replica();
  }, 30_000);
  afterAll(async () => {
    for (const s of replicas) await s.close();
    probe?.disconnect();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a logout on instance A makes the access token refused on instance B', async () => {
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
    const { c, token } = await signIn(a, 'parent@optio.test');
    expect((await c.post('/api/auth/logout', undefined, { token })).status).toBe(200);
    const late = await replica();
    expect((await late.client().get('/api/auth/me', { token })).status).toBe(401);
  });

  it('"sign out everywhere" on B ends the sessions signed in on A, and no one else\'s', async () => {
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
