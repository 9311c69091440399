// The mail outbox against a real database: stored first, sent at once, retried with backoff,
// sent once however many replicas try, and never lost to a crash. The transport stands in for
// the SMTP server, which is outside our system.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { createOutboxMailer, MAX_ATTEMPTS, retryDelayMs } from '../src/mail/outbox';

const quietLog = { info: () => {}, warn: () => {}, error: jest.fn() };

function transport(failFirst = 0) {
  const sent: MailMessage[] = [];
  let failures = failFirst;
  const mailer: Mailer = {
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      }
      sent.push(message);
    },
    close() {},
  };
  return { mailer, sent };
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Verify your e-mail address for Optio',
  text: 'Hi',
  html: '<p>Hi</p>',
});

describe('mail outbox', () => {
  let dir: string;
  let db: Db;
  let clock = Date.parse('2026-11-25T08:00:00.000Z');
  const now = () => new Date(clock);
  const outbox = (t: Mailer, pollMs = 0) =>
    createOutboxMailer({ db: db.kysely, transport: t, now, log: quietLog, pollMs });
  const row = (to: string) =>
    db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'optio-outbox-'));
    db = openDatabase({ dataDir: dir });
    await migrateToLatest(db.kysely as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a message and sends it at once', async () => {
    const t = transport();
    await outbox(t.mailer).send(message('ana@example.com'));
    expect(t.sent.map((m) => m.to)).toEqual(['ana@example.com']);
    const stored = await row('ana@example.com');
    expect(stored.sent_at).not.toBeNull();
    expect(stored.attempts).toBe(0);
  });

  it('keeps a message the SMTP server refused and retries it once it is due', async () => {
    const t = transport(1);
    const mailer = outbox(t.mailer);
    await mailer.send(message('ben@example.com'));
    expect(t.sent).toHaveLength(0);
    const waiting = await row('ben@example.com');
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(waiting.next_attempt_at) - clock).toBe(retryDelayMs(1));
    expect(await mailer.pending()).toBe(1);

    expect(await mailer.deliverDue()).toBe(0); // not due yet
    clock += retryDelayMs(1);
    expect(await mailer.deliverDue()).toBe(1);
    expect(t.sent.map((m) => m.to)).toEqual(['ben@example.com']);
    expect(await mailer.pending()).toBe(0);
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends each due message exactly once when two replicas run at the same moment', async () => {
    const writer = outbox(transport().mailer);
    for (const n of [1, 2, 3, 4, 5]) await writer.enqueue(db.kysely, message(`c${n}@example.com`));
    const a = transport();
    const b = transport();
    const [sentA, sentB] = await Promise.all([
      outbox(a.mailer).deliverDue(),
      outbox(b.mailer).deliverDue(),
    ]);
    expect(sentA + sentB).toBe(5);
    const all = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(all).toEqual([1, 2, 3, 4, 5].map((n) => `c${n}@example.com`));
  });

  it('writes nothing when the transaction that caused the mail rolls back', async () => {
    const mailer = outbox(transport().mailer);
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await mailer.enqueue(trx, message('rolled.back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'rolled.back@example.com')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('a replica starting after a crash sends what was stored and never sent', async () => {
    // Stored and claimed by a sender that then died: the claim runs out, then it goes.
    const dying = outbox(transport().mailer);
    await dying.enqueue(db.kysely, message('after.crash@example.com'));
    await db.kysely
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(clock + 60_000).toISOString() })
      .where('to_address', '=', 'after.crash@example.com')
      .execute();
    const next = transport();
    const restarted = outbox(next.mailer);
    expect(await restarted.deliverDue()).toBe(0); // still claimed
    clock += 60_001;
    expect(await restarted.deliverDue()).toBe(1);
    expect(next.sent.map((m) => m.to)).toEqual(['after.crash@example.com']);
  });

  it('gives up after the last attempt and says so in the log', async () => {
    const t = transport(MAX_ATTEMPTS);
    const mailer = outbox(t.mailer);
    await mailer.send(message('never@example.com'));
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      clock += retryDelayMs(attempt - 1);
      await mailer.deliverDue();
    }
    const given = await row('never@example.com');
    expect(given.attempts).toBe(MAX_ATTEMPTS);
    expect(given.failed_at).not.toBeNull();
    expect(quietLog.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailTo: 'never@example.com', attempts: MAX_ATTEMPTS }),
      'mail given up on after its last attempt',
    );
    clock += 3_600_000;
    expect(await mailer.deliverDue()).toBe(0);
    expect(await mailer.pending()).toBe(0);
  });
});
