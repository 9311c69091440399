// The cookies as a browser receives and sends them (set and parsed by @fastify/cookie): every
// attribute the security notes promise, one value per name per answer, and the first of two
// same-named cookies wins (browsers send the most specific path first).
import { DEMO_PASSWORD, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const named = (lines: string[], name: string) => lines.filter((l) => l.startsWith(`${name}=`));

describe('cookies on http (development)', () => {
  it('login sets the refresh cookie for /api/auth only, and one CSRF pair', async () => {
    const c = await server.client().init();
    const res = await c.post('/api/auth/login', {
      email: 'student@optio.test',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    const lines = res.headers.getSetCookie();
    const [refresh] = named(lines, 'refresh_token');
    expect(named(lines, 'refresh_token')).toHaveLength(1);
    expect(refresh).toMatch(
      new RegExp(
        `^refresh_token=[\\w-]+; Max-Age=${server.config.refreshIdleTtlSec}; Path=/api/auth; HttpOnly; SameSite=Lax$`,
      ),
    );
    // Login rotates the pair: a fresh binding cookie and a token signed for it, each once.
    const [sid] = named(lines, 'optio_sid');
    const [csrf] = named(lines, 'csrf_token');
    expect(named(lines, 'optio_sid')).toHaveLength(1);
    expect(named(lines, 'csrf_token')).toHaveLength(1);
    expect(sid).toMatch(/^optio_sid=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(csrf).toMatch(/^csrf_token=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
    expect(lines.join('\n')).not.toMatch(/Secure/);
  });

  it('logout clears the refresh cookie on the same path, with an expiry in the past', async () => {
    const c = await server.client().init();
    await c.login('student@optio.test', DEMO_PASSWORD);
    const res = await c.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(named(res.headers.getSetCookie(), 'refresh_token')).toEqual([
      'refresh_token=; Max-Age=0; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
  });

  it('a refused request (403 CSRF) still carries the fresh pair to retry with', async () => {
    const res = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': 'x.y' },
    });
    expect(res.status).toBe(403);
    const lines = res.headers.getSetCookie();
    expect(named(lines, 'optio_sid')).toHaveLength(1);
    expect(named(lines, 'csrf_token')).toHaveLength(1);
  });

  it('reads the first of two same-named cookies', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const token = login.session.refresh_token;
    const pair = `optio_sid=${c.cookies.get('optio_sid')}; csrf_token=${c.cookies.get('csrf_token')}`;
    const refresh = (cookie: string) =>
      fetch(`${server.url}/api/auth/refresh`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': c.cookies.get('csrf_token')! },
      });
    expect((await refresh(`${pair}; refresh_token=stale; refresh_token=${token}`)).status).toBe(
      401,
    );
    expect((await refresh(`${pair}; refresh_token=${token}; refresh_token=stale`)).status).toBe(
      200,
    );
  });

  it('answers a malformed Cookie header normally, with a new pair', async () => {
    const res = await fetch(`${server.url}/api/auth/csrf`, {
      headers: { cookie: ';; =; %zz; =x; optio_sid; csrf_token="unterminated' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { csrf_token: string };
    const [csrf] = named(res.headers.getSetCookie(), 'csrf_token');
    expect(csrf).toBe(`csrf_token=${body.csrf_token}; Path=/; SameSite=Lax`);
  });
});

describe('cookies on https (production)', () => {
  it('every cookie is Secure; the binding cookie meets the __Host- rules', async () => {
    const https = await startServer({ publicUrl: 'https://optio.example' });
    try {
      const c = await https.client().init();
      const res = await c.post('/api/auth/login', {
        email: 'student@optio.test',
        password: DEMO_PASSWORD,
      });
      expect(res.status).toBe(200);
      const lines = res.headers.getSetCookie();
      expect(named(lines, '__Secure-refresh_token')[0]).toMatch(
        /; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax$/,
      );
      // __Host-: Secure, Path=/ and no Domain, or the browser drops it.
      expect(named(lines, '__Host-optio_sid')[0]).toMatch(
        /^__Host-optio_sid=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(named(lines, 'csrf_token')[0]).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
      // The canary side of the signed-in user (an HMAC of the id, no personal data).
      expect(named(lines, 'optio_rollout')[0]).toMatch(
        /^optio_rollout=u\.[\w-]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      // The signed-in marker that picks the app over the landing served without it (no token),
      // readable by the page's scripts (not HttpOnly): it holds nothing but "likely signed in".
      expect(named(lines, '__Host-optio_signed_in')[0]).toMatch(
        /^__Host-optio_signed_in=1; Max-Age=1209600; Path=\/; Secure; SameSite=Lax$/,
      );
      expect(lines).toHaveLength(5);

      const out = await c.post('/api/auth/logout');
      expect(named(out.headers.getSetCookie(), '__Secure-refresh_token')[0]).toMatch(
        /^__Secure-refresh_token=; Max-Age=0; Path=\/api\/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
      );

      // The visitor's privacy choice: readable by the page, a year, Secure on https.
      const choice = await c.request('PUT', '/api/privacy-choice', { choice: 'essential' });
      const set = choice.headers.getSetCookie();
      expect(named(set, 'optio_privacy')[0]).toBe(
        'optio_privacy=essential; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
      );
      expect(named(set, 'optio_first_touch')[0]).toMatch(
        /^optio_first_touch=; Max-Age=0; Path=\/api\/; .*HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      await https.close();
    }
  });
});
