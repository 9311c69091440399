import type { CalendarItemView } from '../schemas';

/** RFC 5545 text escaping for TEXT values. */
const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with one space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  const limit = () => (parts.length === 0 ? 75 : 74);
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > limit()) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An iCalendar (RFC 5545) document: one all-day VEVENT per due date. */
export function toIcs(items: CalendarItemView[], now: Date, host = 'optio.app'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Optio//Learning calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Optio due dates',
  ];
  const dtstamp = stamp(now);
  for (const item of items) {
    const start = item.due_date.replace(/-/g, '');
    const next = new Date(Date.parse(`${item.due_date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replace(/-/g, '');
    const what =
      item.kind === 'quest' ? `Quest due: ${item.title}` : `${item.title} (${item.quest_title})`;
    const summary = item.completed ? `Done: ${what}` : what;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.kind}-${item.id}@${host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${next}`,
      `SUMMARY:${escapeText(summary)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
