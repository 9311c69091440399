import type { Config } from '../src/config';
import {
  linkToken,
  registerVerified,
  registration,
  snapshot,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  type TestServer,
  type UserBody,
} from './helpers';

/**
 * The data-layer behaviours, run over HTTP against each engine (SQLite and PostgreSQL): every
 * query the auth flows use, migrations at start-up, tokens, families, consent and deletion.
 */
export function dataLayerSuite(
  engine: string,
  setup: () => Promise<{ overrides?: Partial<Config>; env?: NodeJS.ProcessEnv }>,
) {
  describe(`data layer on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      const { overrides, env } = await setup();
      server = await startServer(overrides, env);
    }, 90_000);
    afterAll(async () => {
      await server?.close();
    });

    it('reports the engine and a healthy database', async () => {
      expect(server.app.ctx.db.engine).toBe(engine);
      const ready = await server.client().get('/api/ready');
      expect(ready.body).toMatchObject({ status: 'ready', database: 'ok' });
      expect((await server.client().get('/api/settings')).body).toEqual({
        site_name: 'Optio',
        logo_url: null,
      });
    });

    it('registers, verifies, signs in, rotates, detects reuse and logs out', async () => {
      const c = await server.client().init();
      const payload = registration();
      const email = String(payload.email);
      expect((await c.post('/api/auth/register', payload)).status).toBe(201);
      const token = linkToken(await waitForMail(server, email), '/email-verification');
      expect((await c.post('/api/auth/verify-email', { token })).status).toBe(200);
      expect((await c.post('/api/auth/verify-email', { token })).status).toBe(400);

      const login = await c.login(email.toUpperCase(), STRONG_PASSWORD);
      const me = await c.get<UserBody>('/api/auth/me', { token: login.session.access_token });
      expect(me.body.email).toBe(email);
      expect(new Date(me.body.created_at).toISOString()).toBe(me.body.created_at);

      const r1 = await c.post<{ refresh_token: string }>('/api/auth/refresh', {
        refresh_token: login.session.refresh_token,
      });
      expect(r1.status).toBe(200);
      server.advance(11_000);
      expect(
        (await c.post('/api/auth/refresh', { refresh_token: login.session.refresh_token })).status,
      ).toBe(401);
      expect(
        (await c.post('/api/auth/refresh', { refresh_token: r1.body.refresh_token })).status,
      ).toBe(401);

      const again = await c.login(email, STRONG_PASSWORD);
      expect(
        (await c.post('/api/auth/logout', { refresh_token: again.session.refresh_token })).status,
      ).toBe(200);
      expect(
        (await c.post('/api/auth/refresh', { refresh_token: again.session.refresh_token })).status,
      ).toBe(401);
    });

    it('answers a duplicate registration like a new one and keeps one row', async () => {
      const c = await server.client().init();
      const payload = registration();
      await c.post('/api/auth/register', payload);
      const before = await snapshot(server);
      expect((await c.post('/api/auth/register', payload)).status).toBe(201);
      await server.settle();
      const after = await snapshot(server);
      expect(after.users).toBe(before.users);
    });

    it('resets a password once and revokes sessions', async () => {
      const c = await server.client().init();
      const payload = registration();
      const email = String(payload.email);
      await c.post('/api/auth/register', payload);
      await c.post('/api/auth/verify-email', {
        token: linkToken(await waitForMail(server, email), '/email-verification'),
      });
      const login = await c.login(email, STRONG_PASSWORD);
      await c.post('/api/auth/forgot-password', { email });
      const token = linkToken(
        await waitForMail(server, email, (m) => /Reset your/.test(m.subject)),
        '/reset-password',
      );
      expect(
        (await c.post('/api/auth/reset-password', { token, new_password: 'Quiet-Harbor-Lamp-42' }))
          .status,
      ).toBe(200);
      expect(
        (await c.post('/api/auth/reset-password', { token, new_password: 'Quiet-Harbor-Lamp-43' }))
          .status,
      ).toBe(400);
      expect(
        (await c.post('/api/auth/refresh', { refresh_token: login.session.refresh_token })).status,
      ).toBe(401);
      await c.login(email, 'Quiet-Harbor-Lamp-42');
    });

    it('records consent, and deletes never-consented children after 7 days', async () => {
      const c = await server.client().init();
      const dob = new Date(Date.now() - 9 * 365.25 * 86400_000).toISOString().slice(0, 10);
      const consented = registration({ date_of_birth: dob, parent_email: uniqueEmail('p') });
      const ignored = registration({ date_of_birth: dob, parent_email: uniqueEmail('p') });
      await c.post('/api/auth/register', consented);
      await c.post('/api/auth/register', ignored);
      const token = linkToken(
        await waitForMail(server, String(consented.parent_email)),
        '/parental-consent',
      );
      // Consent is given by a signed-in parent account (issue #14).
      await registerVerified(server, {
        email: String(consented.parent_email),
        account_type: 'parent',
      });
      const parentLogin = await c.login(String(consented.parent_email), STRONG_PASSWORD);
      expect(
        (
          await c.post(
            '/api/auth/parental-consent',
            { token },
            { token: parentLogin.session.access_token },
          )
        ).status,
      ).toBe(200);
      const k = server.app.ctx.db.kysely;
      const consents = await k.selectFrom('parental_consents').selectAll().execute();
      expect(consents.some((r) => r.parent_email === consented.parent_email && r.ip)).toBe(true);

      const week = 7 * 86400_000 + 60_000;
      server.advance(week);
      try {
        expect(await server.consent.sweepUnconsented()).toBe(1);
      } finally {
        server.advance(-week);
      }
      const emails = (await k.selectFrom('users').select('email').execute()).map((u) => u.email);
      expect(emails).toContain(String(consented.email));
      expect(emails).not.toContain(String(ignored.email));
    });

    it('rejects bad input without touching stored data', async () => {
      const c = await server.client().init();
      const before = await snapshot(server);
      expect(
        (await c.post('/api/auth/register', { ...registration(), email: 'x'.repeat(1024 * 1024) }))
          .status,
      ).toBe(400);
      expect(
        (
          await c.post('/api/auth/login', undefined, {
            raw: '{bad',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await c.post('/api/auth/login', undefined, {
            raw: 'a=b',
            headers: { 'content-type': 'text/plain' },
          })
        ).status,
      ).toBe(415);
      await server.settle();
      expect(await snapshot(server)).toEqual(before);
    });

    it('is idempotent on restart (migrations already applied, no second seed)', async () => {
      const { migrateToLatest } = await import('../src/db/migrate');
      expect(await migrateToLatest(server.app.ctx.db.kysely as never)).toEqual([]);
    });
  });
}
