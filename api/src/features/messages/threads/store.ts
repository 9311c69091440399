import { sql } from 'kysely';
import type { DirectMessagesTable } from '../../../db/tables/community';
import type { Queryable } from '../../../db/types';
import { seenInSql } from '../../../security/account-standing';

/** Messages between two people, either direction. */
export const between = (me: string, other: string) =>
  sql<boolean>`((sender_id = ${me} and recipient_id = ${other}) or (sender_id = ${other} and recipient_id = ${me}))`;

/** A held message is shown to its sender only (with why), never to its recipient. */
export const visibleTo = (me: string) => sql<boolean>`(sender_id = ${me} or status = 'sent')`;

/** The latest message of each of the user's threads (as the user sees them), newest first. */
export async function listLatestPerThread(
  db: Queryable,
  me: string,
): Promise<DirectMessagesTable[]> {
  const latest = await sql<DirectMessagesTable>`
    select id, sender_id, recipient_id, body, created_at, read_at, status, held_categories from (
      select dm.id, dm.sender_id, dm.recipient_id, dm.body, dm.created_at, dm.read_at,
        dm.status, dm.held_categories,
        row_number() over (
          partition by case when dm.sender_id = ${me} then dm.recipient_id else dm.sender_id end
          order by dm.created_at desc, dm.id desc
        ) as rn
      from direct_messages dm
      where dm.sender_id = ${me} or (dm.recipient_id = ${me} and dm.status = 'sent')
    ) t
    where t.rn = 1
    order by t.created_at desc`.execute(db);
  return latest.rows;
}

/** Unread delivered messages to the user, counted per sender. */
export async function countUnreadBySender(db: Queryable, me: string) {
  const rows = await db
    .selectFrom('direct_messages')
    .select(['sender_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('recipient_id', '=', me)
    .where('status', '=', 'sent')
    .where('read_at', 'is', null)
    .groupBy('sender_id')
    .execute();
  return new Map(rows.map((u) => [u.sender_id, Number(u.n)]));
}

/** Unread messages in the threads the user can open (senders that may be seen). */
export async function countUnread(db: Queryable, me: string): Promise<number> {
  const row = await db
    .selectFrom('direct_messages')
    .innerJoin('users', 'users.id', 'direct_messages.sender_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(seenInSql())
    .where('direct_messages.recipient_id', '=', me)
    .where('direct_messages.status', '=', 'sent')
    .where('direct_messages.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Names of these users whose accounts may be seen. */
export async function listSeenPeople(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .where(seenInSql())
    .execute();
}

/** Ids of the students among these users. */
export async function listStudentIds(db: Queryable, ids: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('role', '=', 'student')
    .execute();
  return rows.map((r) => r.id);
}

/** The sender's last `n` messages to this person, newest first. */
export async function listRecentBodies(
  db: Queryable,
  sender: string,
  recipient: string,
  n: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('direct_messages')
    .select('body')
    .where('sender_id', '=', sender)
    .where('recipient_id', '=', recipient)
    .orderBy('created_at', 'desc')
    .limit(n)
    .execute();
  return rows.map((r) => r.body);
}

/** Is there any message between the two, all of them (`seenBy` unset) or as `seenBy` sees them? */
export async function hasMessagesBetween(
  db: Queryable,
  me: string,
  other: string,
  seenBy?: string,
): Promise<boolean> {
  let q = db.selectFrom('direct_messages').select('id').where(between(me, other));
  if (seenBy) q = q.where(visibleTo(seenBy));
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The latest `limit` messages between the two as `me` sees them, newest first. */
export function listThread(db: Queryable, me: string, other: string, limit: number) {
  return db
    .selectFrom('direct_messages')
    .selectAll()
    .where(between(me, other))
    .where(visibleTo(me))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** When the latest message between the two was sent, if any. */
export async function findLastMessageAt(db: Queryable, me: string, other: string) {
  const last = await db
    .selectFrom('direct_messages')
    .select('created_at')
    .where(between(me, other))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.created_at;
}

export async function insertMessage(db: Queryable, row: DirectMessagesTable): Promise<void> {
  await db.insertInto('direct_messages').values(row).execute();
}

/** Marks the sender's unread messages to the reader as read; how many were marked. */
export async function markReadFrom(
  db: Queryable,
  sender: string,
  reader: string,
  at: string,
): Promise<number> {
  const res = await db
    .updateTable('direct_messages')
    .set({ read_at: at })
    .where('sender_id', '=', sender)
    .where('recipient_id', '=', reader)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
