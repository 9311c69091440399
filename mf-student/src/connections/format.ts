/** A calendar date in the reader's language, e.g. "Mar 4, 2026". */
export function formatDay(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(d);
}

/** A moment: today's show only the time, older ones the date and time. */
export function formatMoment(iso: string, language: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const sameDay = d.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(d);
}

export const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The client-side check of a friend's address (same pattern as the server's). */
export function emailProblem(
  value: string,
  ownEmail: string | undefined,
): 'required' | 'invalid' | 'self' | null {
  const email = value.trim().toLowerCase();
  if (!email) return 'required';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'invalid';
  if (ownEmail && email === ownEmail.trim().toLowerCase()) return 'self';
  return null;
}
