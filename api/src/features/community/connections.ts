import { mayBeSeen, seenInSql, STANDING_COLUMNS } from '../../security/account-standing';
import type { SocialDb } from './tables';
import { friendPair } from './tables';

/** How the signed-in user is connected to someone they may message. */
export type Relation = 'friend' | 'advisor' | 'student';

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
 * advisors and the advisor's assigned students. Only accounts that may be seen: one that may
 * not sign in (e.g. a child whose consent was revoked) is nobody's contact. A friend who is also
 * the advisor is labelled by the advisor relation, which is the stronger one.
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
