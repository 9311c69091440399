import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../src/config';
import {
  DEMO_PASSWORD,
  linkToken,
  mailsTo,
  waitForMail,
  GENEROUS_LIMITS,
  startServer,
  uniqueEmail,
  type Res,
  type TestServer,
} from './helpers';

describe('rate limits', () => {
  let server: TestServer;
  const limits: RateLimitConfig = {
    ...GENEROUS_LIMITS,
    loginIp: { points: 6, duration: 60 },
    loginAccount: { points: 3, duration: 60 },
    forgotIp: { points: 3, duration: 3600 },
    register: { points: 2, duration: 3600 },
    resendIp: { points: 2, duration: 3600 },
  };
  beforeAll(async () => {
    server = await startServer({ rateLimits: limits });
  });
  afterAll(async () => {
    await server.close();
  });

  const expect429 = (res: { status: number; headers: Headers; body: Record<string, unknown> }) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.message).toBe(res.body.error);
  };

  it('limits failed logins per account and address, before hashing; the owner can still reset', async () => {
    const c = await server.client().init();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await c.post('/api/auth/login', {
            email: 'advisor@optio.test',
            password: 'Wrong-Pass-1!',
          })
        ).status,
      ).toBe(401);
    }
    const verify = jest.spyOn(server.app.ctx.hasher, 'verify');
    const dummy = jest.spyOn(server.app.ctx.hasher, 'dummyVerify');
    // Even the right password is refused now, and no hash is computed.
    const blocked = await c.post('/api/auth/login', {
      email: 'advisor@optio.test',
      password: DEMO_PASSWORD,
    });
    expect429(blocked);
    expect(blocked.body.error).toBe('Too many login attempts. Please wait a moment and try again.');
    expect(verify).not.toHaveBeenCalled();
    expect(dummy).not.toHaveBeenCalled();
    verify.mockRestore();
    dummy.mockRestore();
    // A locked account can still reset its password.
    expect(
      (await c.post('/api/auth/forgot-password', { email: 'advisor@optio.test' })).status,
    ).toBe(200);
  });

  it('limits logins per IP', async () => {
    // Different accounts each time, so only the per-IP budget (6, partly spent above) can trip.
    const c = await server.client().init();
    const statuses: number[] = [];
    let limited: Res | undefined;
    for (let i = 0; i < 8 && !limited; i += 1) {
      const res = await c.post('/api/auth/login', {
        email: uniqueEmail('spray'),
        password: 'Wrong-Pass-1!',
      });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(limited).toBeDefined();
    expect429(limited!);
  });

  it('limits forgot-password with the message of docs/product.md#forgot-password-failures', async () => {
    const c = await server.client().init();
    for (let i = 0; i < 3; i += 1)
      await c.post('/api/auth/forgot-password', { email: uniqueEmail('f') });
    const res = await c.post('/api/auth/forgot-password', { email: uniqueEmail('f') });
    expect429(res);
    expect(res.body.error).toBe(
      'Too many password reset requests. Please wait an hour before trying again.',
    );
  });

  it('limits registration before hashing', async () => {
    const c = await server.client().init();
    for (let i = 0; i < 2; i += 1) await c.post('/api/auth/register', {});
    const hash = jest.spyOn(server.app.ctx.hasher, 'hash');
    const res = await c.post('/api/auth/register', {});
    expect429(res);
    expect(res.body.error).toBe(
      'Too many registration attempts. Please wait a few minutes and try again.',
    );
    expect(hash).not.toHaveBeenCalled();
    hash.mockRestore();
  });

  it('limits resend-verification', async () => {
    const c = await server.client().init();
    for (let i = 0; i < 2; i += 1)
      await c.post('/api/auth/resend-verification', { email: uniqueEmail('r') });
    expect429(await c.post('/api/auth/resend-verification', { email: uniqueEmail('r') }));
  });

  it('defaults keep the per-account login budget below the per-IP one', () => {
    expect(DEFAULT_RATE_LIMITS.loginAccount.points).toBeLessThan(
      DEFAULT_RATE_LIMITS.loginIp.points,
    );
  });
});

describe('lock-out that cannot be weaponized', () => {
  let server: TestServer;
  const attacker = { 'x-forwarded-for': '203.0.113.9' };
  const owner = { 'x-forwarded-for': '198.51.100.7' };
  beforeAll(async () => {
    server = await startServer({
      // One proxy in front: X-Forwarded-For's last entry is the client.
      trustProxy: 1,
      rateLimits: {
        ...GENEROUS_LIMITS,
        loginAccount: { points: 10, duration: 15 * 60 },
        loginAccountSlow: { points: 20, duration: 60 * 60 },
        signInLinkMail: { points: 1, duration: 15 * 60 },
      },
      // The delay is real time; kept tiny here (production: 250 ms a failure, at most 5 s).
      loginSlowdown: { stepMs: 1, maxMs: 5 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("an attacker's 50 wrong passwords from one address do not stop the owner from another", async () => {
    const bully = await server.client().init();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await bully.post(
        '/api/auth/login',
        { email: 'student@optio.test', password: `Wrong-Guess-${i}!` },
        { headers: attacker },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error).toBe('Too many login attempts. Please wait a moment and try again.');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The right password from the attacker's address is refused too (no oracle there).
    expect(
      (
        await bully.post(
          '/api/auth/login',
          { email: 'student@optio.test', password: DEMO_PASSWORD },
          { headers: attacker },
        )
      ).status,
    ).toBe(429);

    const me = await server.client().init();
    const res = await me.post(
      '/api/auth/login',
      { email: 'student@optio.test', password: DEMO_PASSWORD },
      { headers: owner },
    );
    expect(res.status).toBe(200);
  });

  it('spreading guesses over many addresses slows the account down instead of refusing it', async () => {
    const c = await server.client().init();
    for (let i = 0; i < 30; i += 1) {
      const res = await c.post(
        '/api/auth/login',
        { email: 'parent@optio.test', password: 'Wrong-Guess-1!' },
        { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } },
      );
      expect(res.status).toBe(401);
    }
    expect(await server.app.ctx.limits.overBudget('loginAccountSlow', 'parent@optio.test')).toBe(
      10,
    );
    const sleep = jest.spyOn(global, 'setTimeout');
    const owned = await c.post(
      '/api/auth/login',
      { email: 'parent@optio.test', password: DEMO_PASSWORD },
      { headers: owner },
    );
    expect(owned.status).toBe(200);
    expect(sleep.mock.calls.some(([, ms]) => ms === 5)).toBe(true);
    sleep.mockRestore();
  });

  it('mails the locked account a one-time sign-in link that works once, and nothing for unknown addresses', async () => {
    await server.settle();
    const mail = await waitForMail(server, 'student@optio.test');
    expect(mail.subject).toBe('Sign-in attempts on your Optio account');
    // One mail per window, however many addresses get locked.
    expect(mailsTo(server.dataDir, 'student@optio.test')).toHaveLength(1);
    const token = linkToken(mail, '/login');

    const me = await server.client().init();
    const bad = await me.post('/api/auth/login-link', { token: 'not-a-token' });
    expect(bad.status).toBe(400);
    const res = await me.post<{ user: { email: string }; session: { access_token: string } }>(
      '/api/auth/login-link',
      { token },
      { headers: attacker },
    );
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('student@optio.test');
    expect((await me.get('/api/auth/me', { token: res.body.session.access_token })).status).toBe(
      200,
    );
    // Single use.
    expect((await me.post('/api/auth/login-link', { token })).status).toBe(400);
    // The link cleared the lock for the address it was used from.
    expect(
      (
        await me.post(
          '/api/auth/login',
          { email: 'student@optio.test', password: DEMO_PASSWORD },
          { headers: attacker },
        )
      ).status,
    ).toBe(200);

    // An unknown address gets the same answers and no mail is written anywhere for it.
    const ghost = uniqueEmail('ghost');
    const c = await server.client().init();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(
        (
          await c.post(
            '/api/auth/login',
            { email: ghost, password: 'Wrong-Guess-1!' },
            { headers: attacker },
          )
        ).status,
      );
    expect(answers.at(-1)).toBe(429);
    await server.settle();
    expect(mailsTo(server.dataDir, ghost)).toHaveLength(0);
  });
});

describe.each([
  ['a hop count (OPTIO_TRUST_PROXY=1)', '1'],
  ['a proxy address (OPTIO_TRUST_PROXY=127.0.0.1)', '127.0.0.1'],
  ['a proxy CIDR (OPTIO_TRUST_PROXY=127.0.0.0/8)', '127.0.0.0/8'],
])('behind a proxy trusted by %s', (_label, trust) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      { rateLimits: { ...GENEROUS_LIMITS, forgotIp: DEFAULT_RATE_LIMITS.forgotIp } },
      // No demo accounts needed: a lighter start.
      { OPTIO_TRUST_PROXY: trust, OPTIO_SEED_DEMO: '' },
    );
  }, 30_000);
  afterAll(async () => {
    await server.close();
  });

  // The proxy appends the address it saw; whatever the client wrote before it is the client's.
  const viaProxy = (spoofed: string, client: string) => ({
    'x-forwarded-for': `${spoofed}, ${client}`,
  });

  it('rotating X-Forwarded-For values do not escape the per-IP limit', async () => {
    const c = await server.client().init();
    const budget = DEFAULT_RATE_LIMITS.forgotIp.points;
    const statuses: number[] = [];
    for (let i = 0; i < budget + 4; i += 1) {
      const res = await c.post(
        '/api/auth/forgot-password',
        { email: uniqueEmail('spoof') },
        { headers: viaProxy(`203.0.113.${i + 1}`, '198.51.100.20') },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, budget).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(budget)).toEqual([429, 429, 429, 429]);

    // Another client behind the same proxy keeps its own budget.
    const other = await c.post(
      '/api/auth/forgot-password',
      { email: uniqueEmail('spoof') },
      { headers: viaProxy('203.0.113.1', '198.51.100.21') },
    );
    expect(other.status).toBe(200);
  }, 30_000);
});
