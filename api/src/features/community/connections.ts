import { mayBeSeen, seenInSql, STANDING_COLUMNS } from '../../security/account-standing';
import { ageBands, blockedAmong, isBlockedEitherWay, isMinor } from './minors';
import type { SocialDb } from './tables';
import { friendPair } from './tables';

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

/** Ids of the user's friends whose accounts may be seen (see security/account-standing). */
export async function friendIds(k: SocialDb, userId: string): Promise<string[]> {
  const rows = await k
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
    .select('users.id')
    .where(seenInSql())
    .execute();
  return rows.map((r) => r.id);
}

export async function areFriends(k: SocialDb, a: string, b: string): Promise<boolean> {
  const pair = friendPair(a, b);
  const row = await k
    .selectFrom('friendships')
    .select('created_at')
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Everyone the user may message, with how they are connected: accepted friends, the student's
 * advisors, the advisor's assigned students and linked family. Only accounts that may be seen: one that may
 * not sign in (e.g. a child whose consent was revoked) is nobody's contact. A friend who is also
 * the advisor is labelled by the advisor relation, and family by the family relation (the
 * strongest).
 */
export async function relationsOf(k: SocialDb, userId: string): Promise<Map<string, Relation>> {
  const out = new Map<string, Relation>();
  for (const id of await friendIds(k, userId)) out.set(id, 'friend');
  const advisors = await k
    .selectFrom('advisor_students')
    .innerJoin('users', 'users.id', 'advisor_students.advisor_id')
    .select('users.id')
    .where('advisor_students.student_id', '=', userId)
    .where(seenInSql())
    .execute();
  for (const a of advisors) out.set(a.id, 'advisor');
  const students = await k
    .selectFrom('advisor_students')
    .innerJoin('users', 'users.id', 'advisor_students.student_id')
    .select('users.id')
    .where('advisor_students.advisor_id', '=', userId)
    .where(seenInSql())
    .execute();
  for (const s of students) out.set(s.id, 'student');
  const parents = await k
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
    .select('users.id')
    .where('parent_child_links.child_id', '=', userId)
    .where(seenInSql())
    .execute();
  for (const p of parents) out.set(p.id, 'parent');
  const children = await k
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.child_id')
    .select('users.id')
    .where('parent_child_links.parent_id', '=', userId)
    .where(seenInSql())
    .execute();
  for (const c of children) out.set(c.id, 'child');
  return out;
}

/** The relation between two users, or null when they are not connected. */
export async function relationBetween(
  k: SocialDb,
  me: string,
  other: string,
): Promise<Relation | null> {
  if (me === other) return null;
  const user = await k
    .selectFrom('users')
    .select(STANDING_COLUMNS)
    .where('id', '=', other)
    .executeTakeFirst();
  if (!user || !mayBeSeen(user)) return null;
  const family = await k
    .selectFrom('parent_child_links')
    .select(['parent_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('parent_id', '=', other), eb('child_id', '=', me)]),
        eb.and([eb('parent_id', '=', me), eb('child_id', '=', other)]),
      ]),
    )
    .executeTakeFirst();
  if (family) return family.parent_id === other ? 'parent' : 'child';
  const advisor = await k
    .selectFrom('advisor_students')
    .select(['advisor_id', 'student_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('advisor_id', '=', other), eb('student_id', '=', me)]),
        eb.and([eb('advisor_id', '=', me), eb('student_id', '=', other)]),
      ]),
    )
    .executeTakeFirst();
  if (advisor) return advisor.advisor_id === other ? 'advisor' : 'student';
  return (await areFriends(k, me, other)) ? 'friend' : null;
}

/**
 * Why `me` may not send to each of these connections right now (absent: they may). Family and
 * the assigned advisor are always reachable unless blocked; a friendship between a minor and an
 * adult carries no messages (docs/safety.md, "Minors and direct messages"); a block, set by
 * either side, stops everything at once.
 */
export async function sendRefusals(
  k: SocialDb,
  me: string,
  relations: Map<string, Relation>,
  now: Date,
): Promise<Map<string, string>> {
  const ids = [...relations.keys()];
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const [blocked, bands] = await Promise.all([
    blockedAmong(k, me, ids),
    ageBands(k, [me, ...ids], now),
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
  k: SocialDb,
  me: string,
  other: string,
  now: Date,
): Promise<{ relation: Relation | null; refusal: string | null }> {
  const relation = await relationBetween(k, me, other);
  // A block is named even when it ended the friendship: it is why nothing can be sent.
  if (await isBlockedEitherWay(k, me, other)) return { relation, refusal: BLOCKED };
  if (!relation) return { relation: null, refusal: NOT_CONNECTED };
  const refusals = await sendRefusals(k, me, new Map([[other, relation]]), now);
  return { relation, refusal: refusals.get(other) ?? null };
}
