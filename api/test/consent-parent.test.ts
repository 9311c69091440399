import { MESSAGES } from '@optio/contracts';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { hashToken } from '../src/security/tokens';
import { consentedChild, dobYearsAgo, newParent, registerChild } from './consent-helpers';
import { link, newUser } from './family-helpers';
import {
  mailsTo,
  registration,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  type TestServer,
} from './helpers';
import { api, signIn, type Signed } from './learning-helpers';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const k = () => server.app.ctx.db.kysely;
const userByEmail = (email: string) =>
  k().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const userCount = async () =>
  Number(
    (
      await k()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditRows = (action: string, targetId: string) =>
  k()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
const fields = (body: Record<string, unknown>) => body.fields as Record<string, string>;
const DAY = 86_400_000;

async function register(overrides: Record<string, unknown>) {
  const c = await server.client().init();
  return c.post('/api/auth/register', registration(overrides));
}

describe('registration with an account type', () => {
  it('creates a parent account that signs in as a parent, with no consent step', async () => {
    const parent = await newParent(server);
    const me = await api(parent, 'GET', '/api/auth/me');
    expect(me.body.role).toBe('parent');
    const row = await userByEmail(parent.email);
    expect(row).toMatchObject({ role: 'parent', consent_required: 0, parent_email: null });
  });

  it('defaults to a student', async () => {
    const email = uniqueEmail('student');
    expect((await register({ email })).status).toBe(201);
    expect((await userByEmail(email))?.role).toBe('student');
  });

  it('refuses a parent under 18 with a date-of-birth message, and stores nothing', async () => {
    const before = await userCount();
    for (const dob of [dobYearsAgo(16), dobYearsAgo(9)]) {
      const res = await register({ account_type: 'parent', date_of_birth: dob });
      expect(res.status).toBe(400);
      // A parent skips the under-13 path: no parent e-mail is asked of a "parent" aged 9.
      expect(fields(res.body)).toEqual({ date_of_birth: MESSAGES.parentMustBeAdult });
    }
    const odd = await register({ account_type: 'teacher' });
    expect(fields(odd.body).account_type).toBe(MESSAGES.accountTypeInvalid);
    expect(await userCount()).toBe(before);
  });

  it('stores no phone or address for a child under 13 until consent', async () => {
    const email = uniqueEmail('kid');
    const res = await register({
      email,
      date_of_birth: dobYearsAgo(10),
      parent_email: uniqueEmail('mum'),
      phone_number: '+1 555 123 4567',
      address_line1: '1 Elm Street',
      city: 'Toronto',
      country: 'Canada',
    });
    expect(res.status).toBe(201);
    expect(await userByEmail(email)).toMatchObject({
      phone_number: null,
      address_line1: null,
      city: null,
      country: null,
    });
  });

  it("refuses the child's own mailbox in disguise as the parent's e-mail", async () => {
    const before = await userCount();
    const own = `kid.${Date.now()}@gmail.com`;
    for (const disguised of [own.replace('@', '+mom@'), own.replace('kid.', 'k.i.d.')]) {
      const res = await register({
        email: own,
        date_of_birth: dobYearsAgo(10),
        parent_email: disguised,
      });
      expect(res.status).toBe(400);
      expect(fields(res.body).parent_email).toBe(MESSAGES.parentEmailOwnMailbox);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('consent identifies a parent', () => {
  it('needs a signed-in parent account; a student account is refused and the link still works', async () => {
    const mum = await newParent(server);
    const { token } = await registerChild(server, mum.email);
    const anonymous = await server.client().init();
    expect((await anonymous.post('/api/auth/parental-consent', { token })).status).toBe(401);
    const student = await newUser(server, 'student');
    const refused = await api(student, 'POST', '/api/auth/parental-consent', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ERROR_MESSAGES['auth.consent_parent_account']);
    expect((await api(mum, 'POST', '/api/auth/parental-consent', { token })).status).toBe(200);
  });

  it('refuses the +tag trick: a parent account on the child’s own mailbox cannot consent', async () => {
    const stamp = Date.now();
    const kidEmail = `kid${stamp}@gmail.com`;
    const mumEmail = uniqueEmail('mum');
    const { token } = await registerChild(server, mumEmail, { email: kidEmail });
    for (const disguise of [`kid${stamp}+mom@gmail.com`, `k.i.d${stamp}+parent@googlemail.com`]) {
      const fake = await newParent(server, disguise);
      const res = await api(fake, 'POST', '/api/auth/parental-consent', { token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ERROR_MESSAGES['auth.consent_own_mailbox']);
    }
    const child = await userByEmail(kidEmail);
    expect(child?.consent_granted_at).toBeNull();
    expect(
      await k()
        .selectFrom('parent_child_links')
        .select('parent_id')
        .where('child_id', '=', child!.id)
        .execute(),
    ).toEqual([]);
    // The real parent can still use the same link.
    const mum = await newParent(server, mumEmail);
    expect((await api(mum, 'POST', '/api/auth/parental-consent', { token })).status).toBe(200);
  });

  it('records who consented, when and the statement version, links the child, once per hashed token', async () => {
    const mum = await newParent(server);
    const { email, token } = await registerChild(server, mum.email);
    const stored = await k()
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('purpose', '=', 'parental_consent')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    expect(stored?.token_hash).not.toBe(token);
    const info = await (
      await server.client().init()
    ).get(`/api/auth/parental-consent?token=${encodeURIComponent(token)}`);
    const granted = await api(mum, 'POST', '/api/auth/parental-consent', { token });
    expect(granted.status).toBe(200);
    const child = (await userByEmail(email))!;
    const consent = await k()
      .selectFrom('parental_consents')
      .selectAll()
      .where('child_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      parent_id: mum.userId,
      parent_email: mum.email,
      statement_version: info.body.statement_version,
      revoked_at: null,
    });
    expect(Date.parse(consent.consented_at)).toBeGreaterThan(Date.now() - 60_000);
    const kids = await api<{ children: { id: string }[] }>(mum, 'GET', '/api/parents/my-children');
    expect(kids.body.children.map((c) => c.id)).toContain(child.id);
    expect(await auditRows('parental_consent.grant', child.id)).toHaveLength(1);
    expect(await auditRows('parent_link.consent', child.id)).toHaveLength(1);
    // Single use.
    expect((await api(mum, 'POST', '/api/auth/parental-consent', { token })).status).toBe(400);
    await signIn(server, email, STRONG_PASSWORD);
    const confirmation = await waitForMail(server, mum.email, (m) =>
      /You gave consent/.test(m.subject),
    );
    expect(confirmation.text).toMatch(/family dashboard/);
  });

  it('validates the consent body with field messages and changes nothing', async () => {
    const mum = await newParent(server);
    for (const [body, field, message] of [
      [{}, 'token', 'Token is required'],
      [{ token: 12345 }, 'token', 'Token is required'],
      [{ token: 'x'.repeat(600) }, 'token', 'Invalid token'],
      [{ token: 'abc', child: 'me' }, 'child', 'Unknown field'],
    ] as const) {
      const res = await api(mum, 'POST', '/api/auth/parental-consent', body);
      expect(res.status).toBe(400);
      expect(fields(res.body)[field]).toBe(message);
    }
    const unknown = await api(mum, 'POST', '/api/auth/parental-consent', { token: 'abc' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Invalid or expired consent link');
  });

  it('expires the consent link after 7 days', async () => {
    const mum = await newParent(server);
    const { token } = await registerChild(server, mum.email);
    server.advance(7 * DAY + 60_000);
    try {
      const again = await signIn(server, mum.email, STRONG_PASSWORD);
      const res = await api(again, 'POST', '/api/auth/parental-consent', { token });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/expired/);
    } finally {
      server.advance(-(7 * DAY + 60_000));
    }
  });
});

describe("the consenting parent reviews, exports, withdraws and deletes the child's data", () => {
  let mum: Signed;
  let kid: Signed;
  beforeAll(async () => {
    mum = await newParent(server);
    kid = await consentedChild(server, mum);
  });

  it('shows the consent and what is stored, only to the consenting parent', async () => {
    const view = await api(mum, 'GET', `/api/parent/children/${kid.userId}/consent`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      child: { id: kid.userId, email: kid.email },
      withdrawn_at: null,
      deletion_scheduled_for: null,
    });
    const otherParent = await newUser(server, 'parent');
    await link(server, otherParent, kid);
    const denied = await api(otherParent, 'GET', `/api/parent/children/${kid.userId}/export`);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe(ERROR_MESSAGES['family.consenting_parent_only']);
    const stranger = await newUser(server, 'parent');
    expect((await api(stranger, 'GET', `/api/parent/children/${kid.userId}/export`)).status).toBe(
      404,
    );
    expect((await api(kid, 'GET', `/api/parent/children/${kid.userId}/export`)).status).toBe(403);
  });

  it('exports the child’s data as a JSON attachment', async () => {
    const res = await api(mum, 'GET', `/api/parent/children/${kid.userId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="optio-Milo-/);
    expect((res.body as { account: { email: string } }).account.email).toBe(kid.email);
    expect(await auditRows('child_data.export', kid.userId)).toHaveLength(1);
  });

  it('validates the withdraw and delete bodies and changes nothing on bad input', async () => {
    const extra = await api(mum, 'POST', `/api/parent/children/${kid.userId}/consent/withdraw`, {
      now: true,
    });
    expect(extra.status).toBe(400);
    expect(fields(extra.body).now).toBe('Unknown field');
    const missing = await api(mum, 'POST', `/api/parent/children/${kid.userId}/delete`, {});
    expect(missing.status).toBe(400);
    expect(fields(missing.body).confirm).toBe(ERROR_MESSAGES['family.confirm_child_name']);
    const wrong = await api(mum, 'POST', `/api/parent/children/${kid.userId}/delete`, {
      confirm: 'Max',
    });
    expect(fields(wrong.body).confirm).toBe(ERROR_MESSAGES['family.confirm_child_name']);
    const badId = await api(mum, 'POST', '/api/parent/children/nope/delete', { confirm: 'Milo' });
    expect(badId.status).toBe(400);
    expect((await userByEmail(kid.email))?.consent_granted_at).not.toBeNull();
  });

  it('withdrawal locks at once, mails a confirmation, and the sweep deletes the data after 30 days', async () => {
    const res = await api(mum, 'POST', `/api/parent/children/${kid.userId}/consent/withdraw`, {});
    expect(res.status).toBe(200);
    expect((await api(kid, 'GET', '/api/auth/me')).status).toBe(401);
    const login = await (
      await server.client().init()
    ).post('/api/auth/login', {
      email: kid.email,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(403);
    const mail = await waitForMail(server, mum.email, (m) =>
      /You withdrew consent/.test(m.subject),
    );
    expect(mail.text).toMatch(/deleted for good on \d{4}-\d{2}-\d{2}/);
    expect(await auditRows('parental_consent.withdraw', kid.userId)).toHaveLength(1);
    const view = await api(mum, 'GET', `/api/parent/children/${kid.userId}/consent`);
    expect(view.body.withdrawn_at).toBeTruthy();
    expect(view.body.deletion_scheduled_for).toBeTruthy();
    // Withdrawal is final: asking again sends the parent no new consent link.
    const before = mailsTo(server.dataDir, mum.email).length;
    await (
      await server.client().init()
    ).post('/api/auth/resend-verification', { email: kid.email });
    await server.settle();
    expect(mailsTo(server.dataDir, mum.email)).toHaveLength(before);

    expect(await server.records.sweepDeletedAccounts(new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(await userByEmail(kid.email)).toBeDefined();
    expect(
      await server.records.sweepDeletedAccounts(new Date(Date.now() + 30 * DAY + 60_000)),
    ).toBe(1);
    expect(await userByEmail(kid.email)).toBeUndefined();
  });

  it('withdrawal by the mailed link also schedules deletion, with a Spanish confirmation for a Spanish parent', async () => {
    const papa = await newParent(server);
    await k().updateTable('users').set({ language: 'es' }).where('id', '=', papa.userId).execute();
    server.app.ctx.authUsers.invalidate(papa.userId);
    const child = await consentedChild(server, papa);
    const confirmed = await waitForMail(server, papa.email, (m) =>
      /consentimiento/.test(m.subject),
    );
    const revokeLink = /\/parental-consent\/revoke\?token=([^\s"<]+)/.exec(confirmed.text)![1]!;
    const res = await (
      await server.client().init()
    ).post('/api/auth/parental-consent/revoke', {
      token: decodeURIComponent(revokeLink),
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(server, papa.email, (m) => /Ha retirado/.test(m.subject));
    expect(mail.text).toMatch(/se eliminarán definitivamente/);
    const profile = await k()
      .selectFrom('student_profiles' as never)
      .select('deletion_requested_at' as never)
      .where('user_id' as never, '=', child.userId as never)
      .executeTakeFirst();
    expect(
      (profile as { deletion_requested_at: string | null } | undefined)?.deletion_requested_at,
    ).toBeTruthy();
  });

  it('deletes the child’s account and data at once when the parent confirms with the first name', async () => {
    const parent = await newParent(server);
    const child = await consentedChild(server, parent);
    const res = await api(parent, 'POST', `/api/parent/children/${child.userId}/delete`, {
      confirm: ' milo ',
    });
    expect(res.status).toBe(200);
    expect(await userByEmail(child.email)).toBeUndefined();
    expect(await auditRows('child_data.delete', child.userId)).toHaveLength(1);
    expect((await api(parent, 'GET', `/api/parent/children/${child.userId}/consent`)).status).toBe(
      404,
    );
  });
});
