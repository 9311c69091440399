import type { Queryable } from '../db/types';
import type { MailOutboxTable } from '../db/tables/mail';

export type OutboxRow = MailOutboxTable;

export async function insertOutboxMessage(db: Queryable, row: OutboxRow): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/** Ids of messages due now, oldest first (not sent, not given up on, not claimed by a sender). */
export async function listDueOutboxIds(
  db: Queryable,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims one message for `until` if no other sender holds it: the conditional update is atomic
 * on both engines, so of two replicas racing for a row exactly one gets it.
 */
export async function claimOutboxMessage(
  db: Queryable,
  id: string,
  now: string,
  until: string,
): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markOutboxSent(db: Queryable, id: string, at: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxAttemptFailed(
  db: Queryable,
  id: string,
  update: { attempts: number; nextAttemptAt: string; failedAt: string | null; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts: update.attempts,
      next_attempt_at: update.nextAttemptAt,
      failed_at: update.failedAt,
      last_error: update.error,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Messages not yet sent and not given up on: the outbox depth. */
export async function countPendingOutbox(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sent messages older than `before` are removed: their content is personal data. */
export async function deleteSentOutboxBefore(db: Queryable, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
