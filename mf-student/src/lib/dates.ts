// Calendar dates (`YYYY-MM-DD`) handled as plain dates: no time zone shifts.
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A `YYYY-MM-DD` as a local Date at noon (safe from DST edges). */
export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

export function formatDate(value: string, locale: string): string {
  return parseIsoDate(value).toLocaleDateString(locale, { dateStyle: 'medium' });
}

export function formatDateTime(value: string, locale: string): string {
  return new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
