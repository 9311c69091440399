import type { FriendRequestsTable } from '../../../db/tables/community';
import type { Queryable } from '../../../db/types';
import { STANDING_COLUMNS, seenInSql } from '../../../security/account-standing';
import { friendPair } from '../tables';

/** The account holding this address, with what a friend-request notice needs. */
export function findNoticeRecipient(db: Queryable, email: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'role', 'language', ...STANDING_COLUMNS])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The id of the account holding this address, if any. */
export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Requests to this (normalised) address from others whose accounts may be seen: pending ones,
 * and those this user (an under-13) accepted that wait for their parent. Newest first.
 */
export function listIncomingRequests(db: Queryable, userId: string, email: string) {
  return db
    .selectFrom('friend_requests')
    .innerJoin('users', 'users.id', 'friend_requests.requester_id')
    .select([
      'friend_requests.id',
      'friend_requests.created_at',
      'friend_requests.status',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('friend_requests.addressee_email', '=', email)
    .where((eb) =>
      eb.or([
        eb('friend_requests.status', '=', 'pending'),
        eb.and([
          eb('friend_requests.status', '=', 'awaiting'),
          eb('friend_requests.approval_child_id', '=', userId),
        ]),
      ]),
    )
    .where('friend_requests.requester_id', '!=', userId)
    .where(seenInSql())
    .orderBy('friend_requests.created_at', 'desc')
    .execute();
}

/** Every request this user sent, newest first. */
export function listOutgoingRequests(db: Queryable, userId: string) {
  return db
    .selectFrom('friend_requests')
    .select(['id', 'addressee_email as email', 'created_at', 'status', 'approval_child_id'])
    .where('requester_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Stores a request unless this sender already asked this address; true when it is new. */
export async function insertFriendRequest(
  db: Queryable,
  row: FriendRequestsTable,
): Promise<boolean> {
  const inserted = await db
    .insertInto('friend_requests')
    .values(row)
    .onConflict((oc) => oc.columns(['requester_id', 'addressee_email']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A pending request to this address from a requester (who may be seen), matched by filters. */
const pendingRequestTo = (db: Queryable, addresseeEmail: string) =>
  db
    .selectFrom('friend_requests')
    .innerJoin('users', 'users.id', 'friend_requests.requester_id')
    .where('friend_requests.addressee_email', '=', addresseeEmail)
    .where('friend_requests.status', '=', 'pending')
    .where(seenInSql());

/** A pending request from the holder of `fromEmail` to `toEmail`. */
export function findPendingRequestFrom(db: Queryable, fromEmail: string, toEmail: string) {
  return pendingRequestTo(db, toEmail)
    .select(['friend_requests.id', 'users.id as user_id'])
    .where('users.email', '=', fromEmail)
    .executeTakeFirst();
}

/** A pending request by id addressed to this address, with the requester. */
export function findPendingRequestById(db: Queryable, id: string, toEmail: string) {
  return pendingRequestTo(db, toEmail)
    .select([
      'friend_requests.id',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('friend_requests.id', '=', id)
    .executeTakeFirst();
}

/** An under-13 accepted: the request now waits for their linked parent. */
export async function markRequestAwaitingParent(db: Queryable, id: string, childId: string) {
  await db
    .updateTable('friend_requests')
    .set({ status: 'awaiting', approval_child_id: childId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Declines a pending request to this address; false when there is none with this id. */
export async function markRequestDeclinedByAddressee(
  db: Queryable,
  id: string,
  email: string,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('friend_requests')
    .set({ status: 'declined', decided_at: at })
    .where('id', '=', id)
    .where('addressee_email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Withdraws a request the user sent; false when there is none with this id. */
export async function deleteOwnRequest(db: Queryable, id: string, requesterId: string) {
  const res = await db
    .deleteFrom('friend_requests')
    .where('id', '=', id)
    .where('requester_id', '=', requesterId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertFriendship(db: Queryable, a: string, b: string, at: string) {
  await db
    .insertInto('friendships')
    .values({ ...friendPair(a, b), created_at: at })
    .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
    .execute();
}
