import { MESSAGES } from '@optio/contracts';
import {
  DEMO_PASSWORD,
  linkToken,
  mailsTo,
  registerVerified,
  registration,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  type TestServer,
  type UserBody,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const userByEmail = (email: string) =>
  server.app.ctx.db.kysely
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();

describe('register and verify e-mail', () => {
  it('creates an unverified account, mails a link, and signs in only after verification', async () => {
    const c = await server.client().init();
    const payload = registration({
      phone_number: '+1 555 123 4567',
      country: 'Canada',
      city: 'Toronto',
    });
    const email = String(payload.email);
    const res = await c.post<{
      user: UserBody;
      message: string;
      email_verification_required: boolean;
    }>('/api/auth/register', payload);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      'email_verification_required',
      'message',
      'user',
    ]);
    expect(res.body.email_verification_required).toBe(true);
    expect(res.body.user).toMatchObject({
      email,
      first_name: 'Rosa',
      role: 'student',
      subscription_tier: 'free',
    });
    expect(res.text).not.toMatch(/session|access_token/);

    const stored = await userByEmail(email);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored?.city).toBe('Toronto');
    expect(stored?.email_verified_at).toBeNull();

    const early = await c.post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatch(/verify your email/i);
    expect(early.body.error).toMatch(/request a new one/i);

    const mail = await waitForMail(server, email);
    expect(mail.subject).toMatch(/Verify/);
    expect(mail.html).toContain('http://optio.example/email-verification?token=');
    const token = linkToken(mail, '/email-verification');
    const verified = await c.post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toMatch(/verified/i);

    // Single use.
    const again = await c.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);

    const login = await c.login(email, STRONG_PASSWORD);
    const me = await c.get<UserBody>('/api/auth/me', { token: login.session.access_token });
    expect(me.body.email).toBe(email);
    expect(me.body.id).toBe(res.body.user.id);
  });

  it('stores the verification token hashed, never in clear', async () => {
    const c = await server.client().init();
    const payload = registration();
    await c.post('/api/auth/register', payload);
    const token = linkToken(
      await waitForMail(server, String(payload.email)),
      '/email-verification',
    );
    const rows = await server.app.ctx.db.kysely
      .selectFrom('email_tokens')
      .select('token_hash')
      .execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a duplicate e-mail exactly like a new one and warns the owner', async () => {
    const c = await server.client().init();
    const first = registration({ email: uniqueEmail('dupe') });
    await c.post('/api/auth/register', first);
    await waitForMail(server, String(first.email));
    const second = await c.post('/api/auth/register', { ...first, first_name: 'Mallory' });
    expect(second.status).toBe(201);
    expect(second.body.email_verification_required).toBe(true);
    expect(typeof second.body.message).toBe('string');
    const warn = await waitForMail(server, String(first.email), (m) =>
      /tried to register/.test(m.subject),
    );
    expect(warn.text).toContain('Rosa');
    const stored = await userByEmail(String(first.email));
    expect(stored?.first_name).toBe('Rosa');
    // The demo address answers the same way.
    const demo = await c.post('/api/auth/register', registration({ email: 'student@optio.test' }));
    expect(demo.status).toBe(201);
  });

  it('rejects a common password with a field message', async () => {
    const c = await server.client().init();
    const res = await c.post(
      '/api/auth/register',
      registration({ password: 'Password123!', confirmPassword: 'Password123!' }),
    );
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).password).toMatch(/too common/);
  });

  it('validates with the shared contract messages', async () => {
    const c = await server.client().init();
    const res = await c.post('/api/auth/register', {
      first_name: '',
      last_name: 'X',
      email: 'not-an-email',
      date_of_birth: '2999-01-01',
      password: 'short',
      confirmPassword: 'different',
      acceptedLegalTerms: false,
    });
    expect(res.status).toBe(400);
    const fields = res.body.fields as Record<string, string>;
    expect(fields.first_name).toBe(MESSAGES.firstNameRequired);
    expect(fields.email).toBe(MESSAGES.emailInvalid);
    expect(fields.password).toBe(MESSAGES.passwordMin);
    expect(fields.acceptedLegalTerms).toBe(MESSAGES.termsRequired);
    expect(res.body.error).toBe(res.body.message);
  });

  it('requires a date of birth, not in the future', async () => {
    const c = await server.client().init();
    const missing = await c.post('/api/auth/register', registration({ date_of_birth: undefined }));
    expect((missing.body.fields as Record<string, string>).date_of_birth).toBe(
      MESSAGES.dobRequired,
    );
    const future = await c.post(
      '/api/auth/register',
      registration({ date_of_birth: '2999-12-31' }),
    );
    expect((future.body.fields as Record<string, string>).date_of_birth).toBe(MESSAGES.dobFuture);
  });

  it('resend-verification answers the same for every address and sends a fresh link when due', async () => {
    const c = await server.client().init();
    const payload = registration();
    const email = String(payload.email);
    await c.post('/api/auth/register', payload);
    await waitForMail(server, email);
    const known = await c.post('/api/auth/resend-verification', { email });
    const unknown = await c.post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    const verifiedDemo = await c.post('/api/auth/resend-verification', {
      email: 'student@optio.test',
    });
    expect(known.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(verifiedDemo.text).toBe(known.text);
    await server.settle();
    const mails = mailsTo(server.dataDir, email).filter((m) => m.subject.includes('Verify'));
    expect(mails.length).toBe(2);
    // The older link no longer works; the newest does.
    const old = await c.post('/api/auth/verify-email', {
      token: linkToken(mails[0]!, '/email-verification'),
    });
    expect(old.status).toBe(400);
    const fresh = await c.post('/api/auth/verify-email', {
      token: linkToken(mails[1]!, '/email-verification'),
    });
    expect(fresh.status).toBe(200);
    expect(
      mailsTo(server.dataDir, 'student@optio.test').filter((m) => m.subject.includes('Verify')),
    ).toHaveLength(0);
  });

  it('expires verification links', async () => {
    const c = await server.client().init();
    const payload = registration();
    await c.post('/api/auth/register', payload);
    const token = linkToken(
      await waitForMail(server, String(payload.email)),
      '/email-verification',
    );
    const later = 49 * 60 * 60 * 1000;
    server.advance(later);
    try {
      const res = await c.post('/api/auth/verify-email', { token });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/expired/);
    } finally {
      server.advance(-later);
    }
  });
});

describe('COPPA parental consent', () => {
  const childDob = () => {
    const d = new Date(Date.now() - 10 * 365.25 * 24 * 3600 * 1000);
    return d.toISOString().slice(0, 10);
  };

  async function registerChild() {
    const c = await server.client().init();
    const parent = uniqueEmail('guardian');
    const payload = registration({
      first_name: 'Milo',
      date_of_birth: childDob(),
      parent_email: parent,
    });
    const res = await c.post('/api/auth/register', payload);
    expect(res.status).toBe(201);
    const email = String(payload.email);
    const verify = await waitForMail(server, email);
    expect(
      (await c.post('/api/auth/verify-email', { token: linkToken(verify, '/email-verification') }))
        .status,
    ).toBe(200);
    const consentMail = await waitForMail(server, parent);
    return { c, email, parent, consentMail, message: String(res.body.message) };
  }

  it('requires a parent e-mail different from the child’s', async () => {
    const c = await server.client().init();
    const none = await c.post('/api/auth/register', registration({ date_of_birth: childDob() }));
    expect((none.body.fields as Record<string, string>).parent_email).toBe(
      MESSAGES.parentEmailRequired,
    );
    const email = uniqueEmail('kid');
    const same = await c.post(
      '/api/auth/register',
      registration({ email, date_of_birth: childDob(), parent_email: email }),
    );
    expect((same.body.fields as Record<string, string>).parent_email).toBe(
      MESSAGES.parentEmailSame,
    );
  });

  it('locks the account until a parent consents, records the consent, and can be revoked', async () => {
    const { c, email, parent, consentMail, message } = await registerChild();
    expect(message).toMatch(/parent or guardian/);
    expect(consentMail.subject).toMatch(/Milo/);
    const locked = await c.post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatch(/consent/);

    const token = linkToken(consentMail, '/parental-consent');
    const info = await c.get(`/api/auth/parental-consent?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      child_first_name: 'Milo',
      statement_version: expect.any(String),
    });
    expect(String(info.body.statement)).toMatch(/consent/);
    // Looking does not change anything.
    expect((await c.post('/api/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(
      403,
    );

    const parentBrowser = await server.client().init();
    // Consent needs a signed-in parent account (issue #14): not the bare link.
    expect((await parentBrowser.post('/api/auth/parental-consent', { token })).status).toBe(401);
    await registerVerified(server, { email: parent, account_type: 'parent' });
    const parentLogin = await parentBrowser.login(parent, STRONG_PASSWORD);
    const granted = await parentBrowser.request(
      'POST',
      '/api/auth/parental-consent',
      { token },
      {
        headers: { 'user-agent': 'ParentBrowser/1.0' },
        token: parentLogin.session.access_token,
      },
    );
    expect(granted.status).toBe(200);
    const record = await server.app.ctx.db.kysely
      .selectFrom('parental_consents')
      .selectAll()
      .where('parent_email', '=', parent)
      .executeTakeFirst();
    expect(record).toMatchObject({
      ip: '127.0.0.1',
      user_agent: 'ParentBrowser/1.0',
      statement_version: info.body.statement_version,
    });
    expect(record?.consented_at).toBeTruthy();
    expect(
      (
        await parentBrowser.post(
          '/api/auth/parental-consent',
          { token },
          { token: parentLogin.session.access_token },
        )
      ).status,
    ).toBe(400);

    const login = await c.login(email, STRONG_PASSWORD);
    expect((await c.get('/api/auth/me', { token: login.session.access_token })).status).toBe(200);

    const confirmation = await waitForMail(server, parent, (m) =>
      /You gave consent/.test(m.subject),
    );
    const revokeToken = linkToken(confirmation, '/parental-consent/revoke');
    expect(
      (await parentBrowser.post('/api/auth/parental-consent/revoke', { token: revokeToken }))
        .status,
    ).toBe(200);
    expect((await c.post('/api/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(
      403,
    );
    // Revoking ends the sessions and the access token.
    expect(
      (await c.post('/api/auth/refresh', { refresh_token: login.session.refresh_token })).status,
    ).toBe(401);
    expect((await c.get('/api/auth/me', { token: login.session.access_token })).status).toBe(401);
    // A revoked (once-consented) account is not swept.
    server.advance(8 * 24 * 3600 * 1000);
    try {
      await server.consent.sweepUnconsented();
      expect(await userByEmail(email)).toBeDefined();
    } finally {
      server.advance(-8 * 24 * 3600 * 1000);
    }
  });

  it('expires the consent link after 7 days and deletes the unconsented account', async () => {
    const { email, consentMail } = await registerChild();
    const childId = (await userByEmail(email))!.id;
    const token = linkToken(consentMail, '/parental-consent');
    const later = 7 * 24 * 3600 * 1000 + 60_000;
    expect(await server.consent.sweepUnconsented()).toBe(0);
    server.advance(later);
    try {
      const res = await server
        .client()
        .get(`/api/auth/parental-consent?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/expired/);
      expect(await server.consent.sweepUnconsented()).toBeGreaterThanOrEqual(1);
      expect(await userByEmail(email)).toBeUndefined();
      const tokens = await server.app.ctx.db.kysely
        .selectFrom('email_tokens')
        .select('id')
        .where('user_id', '=', childId)
        .execute();
      expect(tokens).toHaveLength(0);
    } finally {
      server.advance(-later);
    }
  });

  it('caps parent e-mails per child per day', async () => {
    const { email, parent } = await registerChild();
    for (let i = 0; i < 5; i += 1)
      await (await server.client().init()).post('/api/auth/resend-verification', { email });
    await server.settle();
    // One at registration plus at most two resends under the default budget of three a day.
    expect(mailsTo(server.dataDir, parent).length).toBeLessThanOrEqual(
      server.config.rateLimits.parentMailsPerChild.points,
    );
  });
});

describe('demo seed', () => {
  it('has every demo account, verified and consented, with family links and quests', async () => {
    const k = server.app.ctx.db.kysely;
    for (const email of ['admin', 'educator', 'advisor', 'parent', 'student', 'observer'].map(
      (r) => `${r}@optio.test`,
    )) {
      const c = await server.client().init();
      const login = await c.login(email, DEMO_PASSWORD);
      expect(login.user.role).toBe(email.split('@')[0]);
    }
    const quests = await k.selectFrom('quests').selectAll().execute();
    expect(quests.length).toBeGreaterThanOrEqual(4);
    const hashes = await k
      .selectFrom('users')
      .select('password_hash')
      .where('email', 'like', '%@optio.test')
      .execute();
    expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(1);
    expect(await k.selectFrom('observer_links').selectAll().execute()).toHaveLength(1);
  });
});
