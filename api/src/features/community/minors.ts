import { ageInYears, parseIsoDate } from '@optio/contracts';

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

export const isMinor = (band: AgeBand | undefined): boolean =>
  band === 'under_13' || band === 'teen';
