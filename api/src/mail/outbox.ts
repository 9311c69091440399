import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { Log } from '../lib/log';
import type { MailMessage, Mailer } from './mailer';
import {
  claimOutboxMessage,
  countPendingOutbox,
  deleteSentOutboxBefore,
  insertOutboxMessage,
  listDueOutboxIds,
  markOutboxAttemptFailed,
  markOutboxSent,
  type OutboxRow,
} from './outbox-store';

/** How long a claimed message is this sender's before another replica may try it. */
const LEASE_MS = 60_000;
/** Attempts before a message is given up on (about 2 hours of retries), then logged as lost. */
export const MAX_ATTEMPTS = 8;
/** Sent messages are kept this long (a support trail), then deleted: they hold personal data. */
const KEEP_SENT_MS = 7 * 86_400_000;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … at most 1 hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface OutboxMailer extends Mailer {
  /** Writes a message inside the caller's transaction; call `deliverSoon()` after it commits. */
  enqueue(db: Queryable, message: MailMessage): Promise<string>;
  /** Sends every due message this replica can claim; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  /**
   * After a transaction that enqueued mail commits: sends it now without making the caller
   * wait (the run is tracked, so shutdown and tests can wait for it; a failure is logged and
   * the rows stay for the next run).
   */
  deliverSoon(): void;
  /** Messages not yet sent and not given up on. */
  pending(): Promise<number>;
  /** Stops the timer, waits for a run in progress and closes the transport (before the database closes). */
  close(): Promise<void>;
}

/**
 * Every e-mail goes through the `mail_outbox` table. A mail caused by a write is `enqueue`d in
 * that write's transaction, then `deliverSoon()`; `send()` (for mail no write causes, such as a
 * notice that answers nothing) stores it and tries it at once;
 * a failure is retried with backoff by whichever replica's timer claims it next, and a crash
 * between storing and sending leaves the row for the next start. `transport` does the sending
 * (SMTP, or .eml files in the embedded default).
 */
export function createOutboxMailer(opts: {
  db: Queryable;
  transport: Mailer;
  now: () => Date;
  log: Log;
  /** How often due messages (retries, rows left by a stopped replica) are looked for; 0: never. */
  pollMs: number;
  /** Runs the periodic run once across replicas (an advisory lock); by default it just runs. */
  exclusive?: (run: () => Promise<number>) => Promise<void>;
  /** Holds `deliverSoon()` runs until they end (the app's background set). */
  track?: (run: Promise<unknown>) => void;
}): OutboxMailer {
  const { db, transport, now, log } = opts;
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  const rowFor = (message: MailMessage, claimedUntil: string | null): OutboxRow => ({
    id: randomUUID(),
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    created_at: iso(),
    attempts: 0,
    next_attempt_at: iso(),
    claimed_until: claimedUntil,
    sent_at: null,
    failed_at: null,
    last_error: null,
  });

  const enqueue = async (into: Queryable, message: MailMessage): Promise<string> => {
    const row = rowFor(message, null);
    await insertOutboxMessage(into, row);
    return row.id;
  };

  /** Sends a message this sender has claimed; a failure schedules the next attempt. */
  const deliverClaimed = async (row: OutboxRow): Promise<boolean> => {
    const id = row.id;
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const givenUp = attempts >= MAX_ATTEMPTS;
      await markOutboxAttemptFailed(db, id, {
        attempts,
        nextAttemptAt: iso(retryDelayMs(attempts)),
        failedAt: givenUp ? iso() : null,
        error: String((err as Error)?.message ?? err).slice(0, 500),
      });
      const detail = { err, outboxId: id, mailTo: row.to_address, attempts };
      if (givenUp) log.error(detail, 'mail given up on after its last attempt');
      else log.warn(detail, 'mail not sent; it will be retried');
      return false;
    }
    await markOutboxSent(db, id, iso());
    return true;
  };

  const deliverDue = async (): Promise<number> => {
    let sent = 0;
    for (const id of await listDueOutboxIds(db, iso(), 50)) {
      const row = await claimOutboxMessage(db, id, iso(), iso(LEASE_MS));
      if (row && (await deliverClaimed(row))) sent += 1;
    }
    return sent;
  };

  let polling: Promise<unknown> | undefined;
  const poll = () => {
    if (polling) return;
    const run = async () => {
      const sent = await deliverDue();
      await deleteSentOutboxBefore(db, iso(-KEEP_SENT_MS));
      return sent;
    };
    polling = (opts.exclusive ? opts.exclusive(run) : run())
      .catch((err: unknown) => log.error({ err }, 'mail outbox run failed'))
      .finally(() => {
        polling = undefined;
      });
  };
  const timer = opts.pollMs > 0 ? setInterval(poll, opts.pollMs) : undefined;
  timer?.unref();
  // Messages a stopped replica left behind go out as soon as this one starts.
  if (timer) poll();

  const mailer: OutboxMailer = {
    async send(message) {
      // Stored already claimed by this sender, so no timer elsewhere races it for the first try.
      const row = rowFor(message, iso(LEASE_MS));
      await insertOutboxMessage(db, row);
      await deliverClaimed(row);
    },
    enqueue,
    deliverDue,
    deliverSoon() {
      // Through the object, so whatever stands in for `deliverDue` (a test's spy) is what runs.
      const run = mailer
        .deliverDue()
        .catch((err: unknown) =>
          log.error({ err }, 'mail outbox delivery failed; the next run retries it'),
        );
      opts.track?.(run);
    },
    pending: () => countPendingOutbox(db),
    async close() {
      if (timer) clearInterval(timer);
      await polling;
      await transport.close();
    },
  };
  return mailer;
}
