export const COPPA_AGE = 13;
const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/** Parses `YYYY-MM-DD` as a UTC calendar date; null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return date;
}

/** Age in whole years using 365.25-day years (docs/product.md#ages). */
export function ageInYears(dateOfBirth: Date, now: Date = new Date()): number {
  return Math.floor((now.getTime() - dateOfBirth.getTime()) / MS_PER_YEAR);
}

export function isUnder13(dateOfBirth: string, now: Date = new Date()): boolean {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return false;
  return ageInYears(dob, now) < COPPA_AGE;
}

export function isInFuture(dateOfBirth: string, now: Date = new Date()): boolean {
  const dob = parseIsoDate(dateOfBirth);
  return dob !== null && dob.getTime() > now.getTime();
}
