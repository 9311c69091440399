import { sql } from 'kysely';
import type { Queryable } from '../../../db/types';
import { between } from '../threads/store';

const involving = (child: string) =>
  sql<boolean>`(sender_id = ${child} or recipient_id = ${child})`;

/** The child's delivered messages counted per sender–recipient pair, with the latest time. */
export function countDeliveredByPair(db: Queryable, childId: string) {
  return db
    .selectFrom('direct_messages')
    .select([
      'sender_id',
      'recipient_id',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('created_at').as('last_at'),
    ])
    .where(involving(childId))
    .where('status', '=', 'sent')
    .groupBy(['sender_id', 'recipient_id'])
    .execute();
}

/** Names of these users (whatever their standing: the parent sees who their child wrote to). */
export async function listPeople(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
}

export function findPerson(db: Queryable, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Delivered messages between the two, oldest first (at most 500). */
export function listDeliveredBetween(db: Queryable, childId: string, other: string) {
  return db
    .selectFrom('direct_messages')
    .select(['id', 'sender_id', 'body', 'created_at'])
    .where(between(childId, other))
    .where('status', '=', 'sent')
    .orderBy('created_at')
    .orderBy('id')
    .limit(500)
    .execute();
}
