import type { Queryable } from '../../../db/types';
import { STANDING_COLUMNS, seenInSql } from '../../../security/account-standing';
import { friendPair } from '../tables';

/**
 * The user's friends whose accounts may be seen, with their details and since when (a
 * friendship is stored once per pair, so the friend is on either side of it).
 */
export function listFriends(db: Queryable, userId: string) {
  return db
    .selectFrom('friendships')
    .innerJoin('users', (j) =>
      j.on((eb) =>
        eb.or([
          eb.and([
            eb('friendships.user_low', '=', userId),
            eb('users.id', '=', eb.ref('friendships.user_high')),
          ]),
          eb.and([
            eb('friendships.user_high', '=', userId),
            eb('users.id', '=', eb.ref('friendships.user_low')),
          ]),
        ]),
      ),
    )
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'friendships.created_at as since',
    ])
    .where(seenInSql())
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .execute();
}

export async function friendshipExists(db: Queryable, a: string, b: string): Promise<boolean> {
  const pair = friendPair(a, b);
  const row = await db
    .selectFrom('friendships')
    .select('created_at')
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a friendship; false when there was none. */
export async function deleteFriendship(db: Queryable, a: string, b: string): Promise<boolean> {
  const pair = friendPair(a, b);
  const res = await db
    .deleteFrom('friendships')
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Ids of the student's advisors whose accounts may be seen. */
export async function listAdvisorIds(db: Queryable, studentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('advisor_students')
    .innerJoin('users', 'users.id', 'advisor_students.advisor_id')
    .select('users.id')
    .where('advisor_students.student_id', '=', studentId)
    .where(seenInSql())
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of the advisor's assigned students whose accounts may be seen. */
export async function listAdvisedStudentIds(db: Queryable, advisorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('advisor_students')
    .innerJoin('users', 'users.id', 'advisor_students.student_id')
    .select('users.id')
    .where('advisor_students.advisor_id', '=', advisorId)
    .where(seenInSql())
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of the child's linked parents whose accounts may be seen. */
export async function listParentIds(db: Queryable, childId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
    .select('users.id')
    .where('parent_child_links.child_id', '=', childId)
    .where(seenInSql())
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of the parent's linked children whose accounts may be seen. */
export async function listChildIds(db: Queryable, parentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .select('users.id')
    .where('parent_child_links.parent_id', '=', parentId)
    .where(seenInSql())
    .execute();
  return rows.map((r) => r.id);
}

/** What decides whether a user may be seen (see security/account-standing). */
export function findStanding(db: Queryable, userId: string) {
  return db
    .selectFrom('users')
    .select(STANDING_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The parent–child link between two users either way, with who is the parent. */
export function findFamilyLinkBetween(db: Queryable, a: string, b: string) {
  return db
    .selectFrom('parent_child_links')
    .select(['parent_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('parent_id', '=', a), eb('child_id', '=', b)]),
        eb.and([eb('parent_id', '=', b), eb('child_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** The advisor assignment between two users either way. */
export function findAdvisorLinkBetween(db: Queryable, a: string, b: string) {
  return db
    .selectFrom('advisor_students')
    .select(['advisor_id', 'student_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('advisor_id', '=', a), eb('student_id', '=', b)]),
        eb.and([eb('advisor_id', '=', b), eb('student_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** Role and date of birth of these users (the minors' rules read them). */
export async function listAgeFacts(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'role', 'date_of_birth'])
    .where('id', 'in', ids)
    .execute();
}

/** Blocks between `me` and any of `others`, in either direction. */
export async function listBlocksBetween(db: Queryable, me: string, others: string[]) {
  if (others.length === 0) return [];
  return db
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', me), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
}

export async function blockExists(db: Queryable, blocker: string, blocked: string) {
  const row = await db
    .selectFrom('user_blocks')
    .select('created_at')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of the people this user blocked. */
export async function listBlockedIds(db: Queryable, blocker: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_blocks')
    .select('blocked_id')
    .where('blocker_id', '=', blocker)
    .execute();
  return rows.map((b) => b.blocked_id);
}

/** Ids of the people who blocked this user. */
export async function listBlockerIds(db: Queryable, blocked: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocked_id', '=', blocked)
    .execute();
  return rows.map((b) => b.blocker_id);
}

/** The people this user blocked, newest first. */
export function listBlockedPeople(db: Queryable, blocker: string) {
  return db
    .selectFrom('user_blocks')
    .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'user_blocks.created_at'])
    .where('user_blocks.blocker_id', '=', blocker)
    .orderBy('user_blocks.created_at', 'desc')
    .execute();
}

export async function insertBlock(db: Queryable, blocker: string, blocked: string, at: string) {
  await db
    .insertInto('user_blocks')
    .values({ blocker_id: blocker, blocked_id: blocked, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Lifts a block; false when there was none. */
export async function deleteBlock(db: Queryable, blocker: string, blocked: string) {
  const res = await db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The e-mail addresses of these users. */
export function listEmails(db: Queryable, ids: string[]) {
  return db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
}

/** Deletes friend requests from `a` to `b`'s address and from `b` to `a`'s address. */
export async function deleteRequestsBetween(
  db: Queryable,
  a: { id: string; email: string },
  b: { id: string; email: string },
): Promise<void> {
  await db
    .deleteFrom('friend_requests')
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', a.id), eb('addressee_email', '=', b.email)]),
        eb.and([eb('requester_id', '=', b.id), eb('addressee_email', '=', a.email)]),
      ]),
    )
    .execute();
}
