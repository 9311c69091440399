import type { Queryable } from '../../../db/types';
import { mayBeSeen } from '../../../security/account-standing';
import { ageBand, isMinor, type AgeBand } from '../minors';
import * as store from './store';

/**
 * How the signed-in user is connected to someone they may message: a friend, their advisor,
 * one of their students (for an advisor), their linked parent, or their linked child.
 */
export type Relation = 'friend' | 'advisor' | 'student' | 'parent' | 'child';

export const NOT_CONNECTED =
  'You can only message your family, your friends, your advisor or your students';
export const BLOCKED = 'You cannot message this person: one of you has blocked the other';
export const MINOR_TO_ADULT =
  'Students under 18 can only message adults who are their linked parent or their assigned advisor';
export const ADULT_TO_MINOR =
  'This student is under 18: only their linked parents and their assigned advisor can message them';

/** The user's friends whose accounts may be seen (see security/account-standing). */
export const friendsOf = store.listFriends;

/** Ids of the user's friends whose accounts may be seen. */
export async function friendIds(db: Queryable, userId: string): Promise<string[]> {
  return (await store.listFriends(db, userId)).map((f) => f.id);
}

export const areFriends = store.friendshipExists;

/** The age band of each of these users (missing ids are left out). */
export async function ageBands(
  db: Queryable,
  ids: string[],
  now: Date,
): Promise<Map<string, AgeBand>> {
  const rows = await store.listAgeFacts(db, ids);
  return new Map(rows.map((r) => [r.id, ageBand(r, now)]));
}

/** Ids among `others` with a block between them and `me`, in either direction. */
export async function blockedAmong(
  db: Queryable,
  me: string,
  others: string[],
): Promise<Set<string>> {
  const rows = await store.listBlocksBetween(db, me, others);
  return new Set(rows.map((r) => (r.blocker_id === me ? r.blocked_id : r.blocker_id)));
}

export async function isBlockedEitherWay(db: Queryable, a: string, b: string): Promise<boolean> {
  return (await blockedAmong(db, a, [b])).has(b);
}

/** Has `me` blocked `other` (so `me` may lift it)? */
export const hasBlocked = store.blockExists;

/**
 * Everyone the user may message, with how they are connected: accepted friends, the student's
 * advisors, the advisor's assigned students and linked family. Only accounts that may be seen: one that may
 * not sign in (e.g. a child whose consent was revoked) is nobody's contact. A friend who is also
 * the advisor is labelled by the advisor relation, and family by the family relation (the
 * strongest).
 */
export async function relationsOf(db: Queryable, userId: string): Promise<Map<string, Relation>> {
  const out = new Map<string, Relation>();
  for (const id of await friendIds(db, userId)) out.set(id, 'friend');
  for (const id of await store.listAdvisorIds(db, userId)) out.set(id, 'advisor');
  for (const id of await store.listAdvisedStudentIds(db, userId)) out.set(id, 'student');
  for (const id of await store.listParentIds(db, userId)) out.set(id, 'parent');
  for (const id of await store.listChildIds(db, userId)) out.set(id, 'child');
  return out;
}

/** The relation between two users, or null when they are not connected. */
export async function relationBetween(
  db: Queryable,
  me: string,
  other: string,
): Promise<Relation | null> {
  if (me === other) return null;
  const user = await store.findStanding(db, other);
  if (!user || !mayBeSeen(user)) return null;
  const family = await store.findFamilyLinkBetween(db, me, other);
  if (family) return family.parent_id === other ? 'parent' : 'child';
  const advisor = await store.findAdvisorLinkBetween(db, me, other);
  if (advisor) return advisor.advisor_id === other ? 'advisor' : 'student';
  return (await areFriends(db, me, other)) ? 'friend' : null;
}

/**
 * Why `me` may not send to each of these connections right now (absent: they may). Family and
 * the assigned advisor are always reachable unless blocked; a friendship between a minor and an
 * adult carries no messages (docs/safety.md, "Minors and direct messages"); a block, set by
 * either side, stops everything at once.
 */
export async function sendRefusals(
  db: Queryable,
  me: string,
  relations: Map<string, Relation>,
  now: Date,
): Promise<Map<string, string>> {
  const ids = [...relations.keys()];
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const [blocked, bands] = await Promise.all([
    blockedAmong(db, me, ids),
    ageBands(db, [me, ...ids], now),
  ]);
  const mine = bands.get(me);
  for (const [id, relation] of relations) {
    if (blocked.has(id)) out.set(id, BLOCKED);
    else if (relation === 'friend') {
      const theirs = bands.get(id);
      if (isMinor(mine) && !isMinor(theirs)) out.set(id, MINOR_TO_ADULT);
      else if (!isMinor(mine) && isMinor(theirs)) out.set(id, ADULT_TO_MINOR);
    }
  }
  return out;
}

/** The relation and, when sending is refused, why (NOT_CONNECTED when there is no relation). */
export async function sendVerdict(
  db: Queryable,
  me: string,
  other: string,
  now: Date,
): Promise<{ relation: Relation | null; refusal: string | null }> {
  const relation = await relationBetween(db, me, other);
  // A block is named even when it ended the friendship: it is why nothing can be sent.
  if (await isBlockedEitherWay(db, me, other)) return { relation, refusal: BLOCKED };
  if (!relation) return { relation: null, refusal: NOT_CONNECTED };
  const refusals = await sendRefusals(db, me, new Map([[other, relation]]), now);
  return { relation, refusal: refusals.get(other) ?? null };
}

/** Who blocked whom among the user's threads: the user's own blocks and blocks on the user. */
export async function blocksAround(db: Queryable, me: string) {
  const [mine, onMe] = await Promise.all([
    store.listBlockedIds(db, me),
    store.listBlockerIds(db, me),
  ]);
  return { myBlocks: new Set(mine), blockedMe: new Set(onMe) };
}

/** The people this user blocked, newest first. */
export async function blocksBy(db: Queryable, me: string) {
  const rows = await store.listBlockedPeople(db, me);
  return rows.map((b) => ({
    user: { id: b.id, first_name: b.first_name, last_name: b.last_name },
    created_at: b.created_at,
  }));
}

/**
 * Sets a block from `me` on `other` and ends what connected them socially (the friendship and
 * any request either way), inside the caller's transaction. Family and advisor links stay: they
 * are not the child's to end here (see docs/safety.md).
 */
export async function blockIn(trx: Queryable, me: string, other: string, at: string) {
  await store.insertBlock(trx, me, other, at);
  await store.deleteFriendship(trx, me, other);
  const emails = await store.listEmails(trx, [me, other]);
  const emailOf = (id: string) => emails.find((e) => e.id === id)?.email ?? '';
  await store.deleteRequestsBetween(
    trx,
    { id: me, email: emailOf(me) },
    { id: other, email: emailOf(other) },
  );
}

/** Lifts a block `me` set; false when there was none. */
export const unblock = store.deleteBlock;
