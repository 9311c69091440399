import { ageInYears, parseIsoDate } from '@optio/contracts';
import type { SocialDb } from './tables';

/**
 * How old someone is for the minors' rules (docs/safety.md, "Minors and direct messages").
 * Only students can be minors: every other role (parent, advisor, educator, admin, observer) is
 * an adult's account. A student without a date of birth (older accounts) counts as an adult:
 * a minor may not message them unless they are family or the advisor, and they are not held to
 * a minor's limits themselves.
 */
export type AgeBand = 'under_13' | 'teen' | 'adult';

export function ageBand(user: { role: string; date_of_birth: string | null }, now: Date): AgeBand {
  if (user.role !== 'student' || !user.date_of_birth) return 'adult';
  const dob = parseIsoDate(user.date_of_birth);
  if (!dob) return 'adult';
  const age = ageInYears(dob, now);
  return age < 13 ? 'under_13' : age < 18 ? 'teen' : 'adult';
}

/** The age band of each of these users (missing ids are left out). */
export async function ageBands(
  k: SocialDb,
  ids: string[],
  now: Date,
): Promise<Map<string, AgeBand>> {
  if (ids.length === 0) return new Map();
  const rows = await k
    .selectFrom('users')
    .select(['id', 'role', 'date_of_birth'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, ageBand(r, now)]));
}

export const isMinor = (band: AgeBand | undefined): boolean =>
  band === 'under_13' || band === 'teen';

/** Ids among `others` with a block between them and `me`, in either direction. */
export async function blockedAmong(
  k: SocialDb,
  me: string,
  others: string[],
): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await k
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', me), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === me ? r.blocked_id : r.blocker_id)));
}

export async function isBlockedEitherWay(k: SocialDb, a: string, b: string): Promise<boolean> {
  return (await blockedAmong(k, a, [b])).has(b);
}

/** Has `me` blocked `other` (so `me` may lift it)? */
export async function hasBlocked(k: SocialDb, me: string, other: string): Promise<boolean> {
  const row = await k
    .selectFrom('user_blocks')
    .select('created_at')
    .where('blocker_id', '=', me)
    .where('blocked_id', '=', other)
    .executeTakeFirst();
  return row !== undefined;
}
