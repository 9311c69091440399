import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../src/config';
import {
  DEMO_PASSWORD,
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

  it('limits failed logins per account even from rotating IPs, before hashing; the owner can still reset', async () => {
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

  it('limits forgot-password with the spec message', async () => {
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
