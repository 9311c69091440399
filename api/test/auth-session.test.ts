import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/security/jwt';
import { DEMO_PASSWORD, startServer, type TestServer, type UserBody } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('login', () => {
  it('returns user, session and app tokens, and sets the refresh cookie', async () => {
    const c = await server.client().init();
    const res = await c.post('/api/auth/login', {
      email: 'student@optio.test',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, Record<string, unknown>>;
    expect(Object.keys(body).sort()).toEqual([
      'app_access_token',
      'app_refresh_token',
      'session',
      'user',
    ]);
    expect(Object.keys(body.user!).sort()).toEqual(
      ['created_at', 'email', 'first_name', 'id', 'last_name', 'role', 'subscription_tier'].sort(),
    );
    expect(body.user).toMatchObject({
      email: 'student@optio.test',
      role: 'student',
      first_name: 'Sam',
    });
    expect(new Date(String(body.user!.created_at)).toISOString()).toBe(body.user!.created_at);
    expect(body.session).toMatchObject({ expires_in: 900 });
    expect(body.app_access_token).toBe(body.session!.access_token);
    const cookies = res.headers.getSetCookie().join('\n');
    // Scoped to the routes that read it (refresh, logout), not sent with every request.
    expect(cookies).toMatch(
      /refresh_token=[^;]+; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Lax/,
    );
    // With it, on every path, the hint that makes the page server skip the signed-out lite page
    // and tells the page's scripts a session is likely (so readable by them: not HttpOnly).
    expect(cookies).toMatch(/optio_signed_in=1; Max-Age=\d+; Path=\/; SameSite=Lax/);
    expect(res.text).not.toContain('password_hash');
  });

  it('accepts any letter case in the e-mail', async () => {
    const c = await server.client().init();
    const res = await c.post('/api/auth/login', {
      email: 'Parent@Optio.TEST',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const c = await server.client().init();
    const wrong = await c.post('/api/auth/login', {
      email: 'student@optio.test',
      password: 'Wrong-Password-1!',
    });
    const unknown = await c.post('/api/auth/login', {
      email: 'nobody@optio.test',
      password: 'Wrong-Password-1!',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'Invalid email or password',
      message: 'Invalid email or password',
      code: 'auth.invalid_credentials',
    });
    expect(unknown.text).toBe(wrong.text);
  });

  it('runs a dummy verify for unknown users (timing parity)', async () => {
    const hasher = server.app.ctx.hasher;
    const spy = jest.spyOn(hasher, 'verify');
    const c = await server.client().init();
    await c.post('/api/auth/login', { email: 'ghost@optio.test', password: 'Whatever-Pass-1!' });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('refuses a deactivated account with 403', async () => {
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ is_active: 0 })
      .where('email', '=', 'observer@optio.test')
      .execute();
    const c = await server.client().init();
    const res = await c.post('/api/auth/login', {
      email: 'observer@optio.test',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/deactivated/);
    await server.app.ctx.db.kysely
      .updateTable('users')
      .set({ is_active: 1 })
      .where('email', '=', 'observer@optio.test')
      .execute();
  });
});

describe('GET /api/auth/me', () => {
  it('returns the user object at the top level', async () => {
    const c = await server.client().init();
    const login = await c.login('educator@optio.test', DEMO_PASSWORD);
    const res = await c.get<UserBody>('/api/auth/me', { token: login.session.access_token });
    expect(res.status).toBe(200);
    // The user object of docs/product.md#user plus the saved interface language (null: never chosen).
    expect(res.body).toEqual({ ...login.user, language: null });
  });

  it('answers 401 JSON without a token', async () => {
    const res = await server.client().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Authentication required',
      message: 'Authentication required',
      code: 'auth.required',
    });
  });

  describe('refuses forged and misused tokens', () => {
    let userId: string;
    let refresh: string;
    let pwv: number;
    let sid: string;
    beforeAll(async () => {
      const login = await (await server.client().init()).login('student@optio.test', DEMO_PASSWORD);
      userId = login.user.id;
      sid = server.app.ctx.jwt.verify(login.session.access_token)!.sid;
      refresh = login.session.refresh_token;
      const row = await server.app.ctx.db.findUserById(userId);
      pwv = Date.parse(row!.password_changed_at);
    });
    const claims = () => {
      const iat = Math.floor(Date.now() / 1000);
      return {
        sub: userId,
        role: 'student',
        typ: 'access',
        pwv,
        sid,
        iat,
        exp: iat + 600,
        iss: JWT_ISSUER,
        aud: JWT_AUDIENCE,
      };
    };
    it('a correctly forged token with the real key is accepted (control)', async () => {
      const res = await server
        .client()
        .get('/api/auth/me', { token: createSigner({ key: server.config.jwtSecret })(claims()) });
      expect(res.status).toBe(200);
    });
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const expect401 = async (token: string) => {
      const res = await server.client().get('/api/auth/me', { token });
      expect(res.status).toBe(401);
    };

    it('alg none', async () => {
      await expect401(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`);
    });
    it('wrong key', async () => {
      await expect401(createSigner({ key: 'x'.repeat(48), algorithm: 'HS256' })(claims()));
    });
    it('HS512 with the right key (algorithm not allowed)', async () => {
      await expect401(createSigner({ key: server.config.jwtSecret, algorithm: 'HS512' })(claims()));
    });
    it('wrong audience', async () => {
      await expect401(
        createSigner({ key: server.config.jwtSecret })({ ...claims(), aud: 'someone-else' }),
      );
    });
    it('wrong issuer', async () => {
      await expect401(createSigner({ key: server.config.jwtSecret })({ ...claims(), iss: 'evil' }));
    });
    it('expired', async () => {
      const iat = Math.floor(Date.now() / 1000) - 3600;
      await expect401(
        createSigner({ key: server.config.jwtSecret })({ ...claims(), iat, exp: iat + 900 }),
      );
    });
    it('not an access token', async () => {
      await expect401(
        createSigner({ key: server.config.jwtSecret })({ ...claims(), typ: 'refresh' }),
      );
    });
    it('a refresh token presented as an access token', async () => {
      await expect401(refresh);
    });
    it('a tampered signature', async () => {
      const good = createSigner({ key: server.config.jwtSecret })(claims());
      const sig = createHmac('sha256', 'other').update('x').digest('base64url');
      await expect401(`${good.split('.').slice(0, 2).join('.')}.${sig}`);
    });
    it('expires with the injectable clock after 15 minutes', async () => {
      const c = await server.client().init();
      const login = await c.login('advisor@optio.test', DEMO_PASSWORD);
      expect((await c.get('/api/auth/me', { token: login.session.access_token })).status).toBe(200);
      server.advance(15 * 60 * 1000 + 1000);
      try {
        expect((await c.get('/api/auth/me', { token: login.session.access_token })).status).toBe(
          401,
        );
      } finally {
        server.advance(-(15 * 60 * 1000 + 1000));
      }
    });
  });
});

describe('refresh', () => {
  it('rotates: new tokens, the old one works only within the grace window, then reuse revokes the family', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const first = login.session.refresh_token;

    const r1 = await c.post<{ access_token: string; refresh_token: string }>('/api/auth/refresh', {
      refresh_token: first,
    });
    expect(r1.status).toBe(200);
    expect(Object.keys(r1.body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(r1.body.refresh_token).not.toBe(first);
    expect((await c.get('/api/auth/me', { token: r1.body.access_token })).status).toBe(200);

    // A second tab refreshing with the same token at the same time still succeeds (grace), and
    // gets the tokens that rotation already minted rather than a new pair.
    const r2 = await c.post<{ access_token: string; refresh_token: string }>('/api/auth/refresh', {
      refresh_token: first,
    });
    expect(r2.status).toBe(200);
    expect(r2.body).toEqual(r1.body);
    const live = await server.app.ctx.db.kysely
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', login.user.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live.length).toBeGreaterThan(0);
    const sealed = await server.app.ctx.db.kysely
      .selectFrom('refresh_tokens')
      .select('successor_sealed')
      .where('user_id', '=', login.user.id)
      .where('successor_sealed', 'is not', null)
      .execute();
    // The minted pair is kept only sealed, never in clear text.
    for (const row of sealed) expect(row.successor_sealed).not.toContain(r1.body.refresh_token);

    // After the grace window, reuse is theft: the whole family is revoked.
    server.advance(11_000);
    const reuse = await c.post('/api/auth/refresh', { refresh_token: first });
    expect(reuse.status).toBe(401);
    expect(
      (await c.post('/api/auth/refresh', { refresh_token: r1.body.refresh_token })).status,
    ).toBe(401);
    expect(
      (await c.post('/api/auth/refresh', { refresh_token: r2.body.refresh_token })).status,
    ).toBe(401);
  });

  it('uses the httpOnly cookie when the body has no token', async () => {
    const c = await server.client().init();
    await c.login('parent@optio.test', DEMO_PASSWORD);
    const before = c.cookies.get('refresh_token');
    const res = await c.post<{ access_token: string; refresh_token: string }>(
      '/api/auth/refresh',
      {},
    );
    expect(res.status).toBe(200);
    expect(c.cookies.get('refresh_token')).toBe(res.body.refresh_token);
    expect(res.body.refresh_token).not.toBe(before);
    // No body at all works too.
    const again = await c.post('/api/auth/refresh');
    expect(again.status).toBe(200);
  });

  it('refuses unknown tokens and missing tokens with 401 JSON', async () => {
    const c = await server.client().init();
    expect((await c.post('/api/auth/refresh', { refresh_token: 'not-a-real-token' })).status).toBe(
      401,
    );
    const none = await c.post('/api/auth/refresh', {});
    expect(none.status).toBe(401);
    expect(typeof none.body.error).toBe('string');
  });

  it('expires when idle for too long', async () => {
    const c = await server.client().init();
    const login = await c.login('educator@optio.test', DEMO_PASSWORD);
    const idle = server.config.refreshIdleTtlSec * 1000 + 1000;
    server.advance(idle);
    try {
      expect(
        (await c.post('/api/auth/refresh', { refresh_token: login.session.refresh_token })).status,
      ).toBe(401);
    } finally {
      server.advance(-idle);
    }
  });
});

describe('logout', () => {
  it('revokes the family and clears the cookie, with or without an access token', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const rotated = await c.post<{ refresh_token: string }>('/api/auth/refresh', {});
    const res = await c.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully' });
    expect(c.cookies.has('refresh_token')).toBe(false);
    expect(c.cookies.has('optio_signed_in')).toBe(false);
    expect(
      (await c.post('/api/auth/refresh', { refresh_token: login.session.refresh_token })).status,
    ).toBe(401);
    expect(
      (await c.post('/api/auth/refresh', { refresh_token: rotated.body.refresh_token })).status,
    ).toBe(401);
  });

  it('accepts the refresh token in the body and succeeds even with nothing to revoke', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const other = await server.client().init();
    expect(
      (await other.post('/api/auth/logout', { refresh_token: login.session.refresh_token })).status,
    ).toBe(200);
    expect((await c.post('/api/auth/refresh', {})).status).toBe(401);
    expect((await (await server.client().init()).post('/api/auth/logout')).status).toBe(200);
  });

  it('ends the access token at once, not when it expires (deny list checked by the auth hook)', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const other = await (await server.client().init()).login('student@optio.test', DEMO_PASSWORD);
    const access = login.session.access_token;
    expect((await c.get('/api/auth/me', { token: access })).status).toBe(200);
    expect((await c.post('/api/auth/logout', undefined, { token: access })).status).toBe(200);
    expect((await c.get('/api/auth/me', { token: access })).status).toBe(401);
    // Only that session: another device signed in as the same user goes on.
    expect((await c.get('/api/auth/me', { token: other.session.access_token })).status).toBe(200);
  });

  it('also ends the access tokens of the family when only the refresh token is presented', async () => {
    const c = await server.client().init();
    const login = await c.login('parent@optio.test', DEMO_PASSWORD);
    const rotated = await c.post<{ access_token: string }>('/api/auth/refresh', {});
    expect((await c.post('/api/auth/logout')).status).toBe(200);
    for (const token of [login.session.access_token, rotated.body.access_token])
      expect((await c.get('/api/auth/me', { token })).status).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it('revokes every refresh family and every live access token of the user, and only theirs', async () => {
    const laptop = await server.client().init();
    const phone = await server.client().init();
    const a = await laptop.login('advisor@optio.test', DEMO_PASSWORD);
    const b = await phone.login('advisor@optio.test', DEMO_PASSWORD);
    const bystander = await (
      await server.client().init()
    ).login('student@optio.test', DEMO_PASSWORD);

    expect((await laptop.post('/api/auth/logout-all')).status).toBe(401);
    const res = await laptop.post('/api/auth/logout-all', undefined, {
      token: a.session.access_token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out on every device' });
    for (const token of [a.session.access_token, b.session.access_token])
      expect((await phone.get('/api/auth/me', { token })).status).toBe(401);
    expect((await phone.post('/api/auth/refresh', {})).status).toBe(401);
    expect(
      (await laptop.post('/api/auth/refresh', { refresh_token: a.session.refresh_token })).status,
    ).toBe(401);
    expect(
      (await phone.get('/api/auth/me', { token: bystander.session.access_token })).status,
    ).toBe(200);
    // Signing in again afterwards works at once.
    const again = await laptop.login('advisor@optio.test', DEMO_PASSWORD);
    expect((await laptop.get('/api/auth/me', { token: again.session.access_token })).status).toBe(
      200,
    );
  });
});

describe('CSRF', () => {
  it('sets the csrf_token cookie (readable) and an httpOnly binding cookie', async () => {
    const c = server.client();
    const res = await c.get<{ csrf_token: string }>('/api/auth/csrf');
    expect(res.status).toBe(200);
    expect(res.body.csrf_token).toBe(c.cookies.get('csrf_token'));
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.find((s) => s.startsWith('csrf_token='))).not.toMatch(/HttpOnly/);
    expect(setCookies.find((s) => s.startsWith('csrf_token='))).toMatch(/Path=\/; SameSite=Lax/);
    expect(setCookies.find((s) => s.startsWith('optio_sid='))).toMatch(/HttpOnly/);
    // One pair per response, and the body's token is the cookie's.
    expect(setCookies.filter((s) => s.startsWith('csrf_token='))).toHaveLength(1);
    expect(setCookies.filter((s) => s.startsWith('optio_sid='))).toHaveLength(1);
  });

  it('also sets the cookie on any API response when missing', async () => {
    const c = server.client();
    await c.get('/api/settings');
    expect(c.cookies.get('csrf_token')).toBeTruthy();
  });

  it('rejects a POST without the header, with a wrong header, or with a token for another session', async () => {
    const c = await server.client().init();
    const body = { email: 'student@optio.test', password: DEMO_PASSWORD };
    const missing = await c.post('/api/auth/login', body, { noCsrf: true });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      error: 'Invalid CSRF token',
      message: 'Invalid CSRF token',
      code: 'auth.invalid_csrf',
    });
    const wrong = await c.post('/api/auth/login', body, { headers: { 'x-csrf-token': 'abc.def' } });
    expect(wrong.status).toBe(403);

    // A valid pair from another browser does not work with this browser's binding cookie.
    const other = await server.client().init();
    const stolen = other.cookies.get('csrf_token')!;
    c.cookies.set('csrf_token', stolen);
    const mixed = await c.post('/api/auth/login', body, { headers: { 'x-csrf-token': stolen } });
    expect(mixed.status).toBe(403);
  });

  it('rejects a request with no cookies at all', async () => {
    const res = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': 'x.y' },
    });
    expect(res.status).toBe(403);
  });

  it('rotates the binding on login and logout', async () => {
    const c = await server.client().init();
    const before = c.cookies.get('csrf_token');
    await c.login('student@optio.test', DEMO_PASSWORD);
    const afterLogin = c.cookies.get('csrf_token');
    expect(afterLogin).not.toBe(before);
    await c.post('/api/auth/logout');
    expect(c.cookies.get('csrf_token')).not.toBe(afterLogin);
    // And the client keeps working with the new pair.
    expect((await c.post('/api/auth/logout')).status).toBe(200);
  });
});

describe('authorization hook (roles)', () => {
  const childrenOf = async (email: string) => {
    const c = await server.client().init();
    const login = await c.login(email, DEMO_PASSWORD);
    return c.get<{ children: UserBody[] }>('/api/parents/my-children', {
      token: login.session.access_token,
    });
  };

  it('lets a parent see only their own linked children', async () => {
    const res = await childrenOf('parent@optio.test');
    expect(res.status).toBe(200);
    expect(res.body.children.map((c) => c.email)).toEqual(['student@optio.test']);
  });

  it('lets admin pass every role gate', async () => {
    const res = await childrenOf('admin@optio.test');
    expect(res.status).toBe(200);
    expect(res.body.children).toEqual([]);
  });

  it.each([
    'student@optio.test',
    'educator@optio.test',
    'advisor@optio.test',
    'observer@optio.test',
  ])('refuses %s with 403', async (email) => {
    const res = await childrenOf(email);
    expect(res.status).toBe(403);
    expect((res.body as unknown as { error: string }).error).toBeTruthy();
  });

  it('requires authentication by default', async () => {
    expect((await server.client().get('/api/parents/my-children')).status).toBe(401);
  });

  it('only the intended API routes are public; everything else needs a token by default', () => {
    const api = server.app.ctx.routePolicies.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD',
    );
    const publicRoutes = api
      .filter((r) => r.policy === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/auth/csrf',
        'GET /api/auth/parental-consent',
        'GET /api/docs',
        'GET /api/docs/json',
        'GET /api/docs/static/:file',
        'GET /api/docs/static/initializer.js',
        'GET /api/evaluate/:token',
        'GET /api/evaluate/:token/files/:fileId',
        'GET /api/evaluate/:token/portfolio.pdf',
        'GET /api/health',
        'GET /api/ready',
        // No user token: METRICS_ALLOW addresses or the METRICS_TOKEN bearer (its own check, tested).
        'GET /api/metrics',
        // Records: public portfolio and diploma (404 unless the student made them public).
        'GET /api/public/diploma/:userId',
        'GET /api/public/portfolio/:slug',
        'GET /api/public/portfolio/:slug/evidence/:id/file',
        'GET /api/public/portfolio/:slug/items/:id/file',
        'GET /api/settings',
        // Anyone may check a credential (docs/api/credentials.md); it reads no account.
        'POST /api/credentials/verify',
        // Images an <img> loads without a token: badge artwork and the site logo.
        'GET /api/badge-images/:key',
        'GET /api/site-logo/:key',
        // Observer invitations: read and accepted by someone who has no account yet.
        'GET /api/observer-invitations/preview',
        'POST /api/observer-invitations/register',
        'POST /api/auth/forgot-password',
        'POST /api/auth/login',
        'POST /api/auth/login-link',
        'POST /api/auth/logout',
        'POST /api/auth/parental-consent/revoke',
        'POST /api/auth/refresh',
        'POST /api/auth/register',
        'POST /api/auth/resend-verification',
        'POST /api/auth/reset-password',
        'POST /api/auth/verify-email',
        'POST /api/evaluate/:token/evaluation',
        'POST /api/leads',
        // Marketing (issue #22): the promo pages' visit beacon (counts only) and the resources a
        // confirmation e-mail links to (404 unless the link's signature holds and is fresh).
        'GET /api/campaigns/visit',
        'GET /api/resources/:resource',
        // The footer's privacy choice, made by visitors without an account (CSRF still applies).
        'PUT /api/privacy-choice',
        // The shell's MF runtime report (issue #17): counts of shared versions and error codes.
        'POST /api/platform/events',
      ].sort(),
    );
    expect(api.find((r) => r.url === '/api/auth/me')?.policy).toBeUndefined();
    // Machines check credentials in one request; every other state-changing route keeps CSRF.
    expect(api.filter((r) => r.csrfExempt).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/credentials/verify',
    ]);
  });
});
