// A mail is written in the transaction of the write that causes it (the mail outbox): if that
// transaction fails after the mail was enqueued, nothing is sent; once it commits, the mail is
// stored before any attempt to send it, so a replica that stops leaves it for the next start.
// Faults are real: a SQLite trigger makes a later statement of the transaction fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
  DEMO_PASSWORD,
  linkToken,
  mailsTo,
  registration,
  startServer,
  uniqueEmail,
  waitForMail,
  type TestServer,
} from './helpers';

const tenYearsAgo = () =>
  new Date(Date.now() - 10 * 365.25 * 86_400_000).toISOString().slice(0, 10);

const outboxRowsTo = (server: TestServer, to: string) =>
  server.app.ctx.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .execute();

describe('a mail and the write that causes it commit together', () => {
  let server: TestServer;
  const db = () => server.app.ctx.db.kysely;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await sql`drop trigger if exists fail_audit`.execute(db());
    await sql`drop trigger if exists fail_consent_mail`.execute(db());
  });

  it('an admin password reset whose audit entry fails sends no mail and leaves no link', async () => {
    const admin = await server.client().init();
    const adminToken = (await admin.login('admin@optio.test', DEMO_PASSWORD)).session.access_token;
    const target = await db()
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'advisor@optio.test')
      .executeTakeFirstOrThrow();
    const links = () =>
      db()
        .selectFrom('email_tokens')
        .select('id')
        .where('user_id', '=', target.id)
        .where('purpose', '=', 'reset_password')
        .execute();
    // The audit entry is the transaction's last statement: the mail is already enqueued.
    await sql
      .raw(
        `create trigger fail_audit before insert on audit_log
         when new.action = 'user.password_reset'
         begin select raise(abort, 'injected fault'); end`,
      )
      .execute(db());
    const path = `/api/admin/users/${target.id}/password-reset`;
    const failed = await admin.post(path, undefined, { token: adminToken });
    expect(failed.status).toBe(500);
    await server.settle();
    expect(mailsTo(server.dataDir, target.email)).toHaveLength(0);
    expect(await outboxRowsTo(server, target.email)).toHaveLength(0);
    expect(await links()).toHaveLength(0);

    await sql`drop trigger fail_audit`.execute(db());
    const ok = await admin.post(path, undefined, { token: adminToken });
    expect(ok.status).toBe(200);
    const mail = await waitForMail(server, target.email, (m) => /reset-password/.test(m.text));
    expect(mail.text).toMatch(/\/reset-password\?token=/);
    expect(await links()).toHaveLength(1);
  });

  it('an under-13 registration whose consent mail fails sends neither mail and stores no account', async () => {
    const parent = uniqueEmail('guardian');
    const payload = registration({ date_of_birth: tenYearsAgo(), parent_email: parent });
    const child = String(payload.email);
    // The child's verification mail is enqueued first; the parent's consent mail then fails.
    await sql
      .raw(
        `create trigger fail_consent_mail before insert on mail_outbox
         when new.to_address = '${parent}'
         begin select raise(abort, 'injected fault'); end`,
      )
      .execute(db());
    const c = await server.client().init();
    expect((await c.post('/api/auth/register', payload)).status).toBe(500);
    await server.settle();
    expect(mailsTo(server.dataDir, child)).toHaveLength(0);
    expect(mailsTo(server.dataDir, parent)).toHaveLength(0);
    expect(await outboxRowsTo(server, child)).toHaveLength(0);
    const account = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', child)
      .executeTakeFirst();
    expect(account).toBeUndefined();

    await sql`drop trigger fail_consent_mail`.execute(db());
    expect((await c.post('/api/auth/register', payload)).status).toBe(201);
    await waitForMail(server, child, (m) => /email-verification/.test(m.text));
    await waitForMail(server, parent, (m) => /parental-consent/.test(m.text));
  });
});

describe('a committed mail survives the replica that wrote it', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'optio-outbox-restart-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is stored before any send and delivered by the next start', async () => {
    // Nothing listens on the discard port: every send of the first replica fails.
    const first = await startServer({ dataDir, mailPollMs: 0 }, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const payload = registration();
    const email = String(payload.email);
    const c = await first.client().init();
    expect((await c.post('/api/auth/register', payload)).status).toBe(201);
    await first.settle();
    const [stored] = await outboxRowsTo(first, email);
    expect(stored).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(stored!.last_error).toMatch(/ECONNREFUSED/);
    await first.close();
    expect(mailsTo(dataDir, email)).toHaveLength(0);

    // The next start (mailbox files, clock past the retry's backoff) sends it on its first poll.
    const offset = 3_600_000;
    const next = await startServer(
      { dataDir, mailPollMs: 50, now: () => new Date(Date.now() + offset) },
      {},
    );
    try {
      const mail = await waitForMail(next, email, (m) => /email-verification/.test(m.text));
      const client = await next.client().init();
      const verified = await client.post('/api/auth/verify-email', {
        token: linkToken(mail, '/email-verification'),
      });
      expect(verified.status).toBe(200);
      const [sent] = await outboxRowsTo(next, email);
      expect(sent!.sent_at).not.toBeNull();
    } finally {
      await next.close();
    }
    // Two starts of the app against one data directory.
  }, 30_000);
});
