import type { CalendarItemView } from './schemas';
import type { LearningDb } from './tables';

/** The student's due dates: quests they are on (not set down) and their tasks, soonest first. */
export async function calendarItems(
  k: LearningDb,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<CalendarItemView[]> {
  let quests = k
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select(['enrolments.quest_id', 'enrolments.due_date', 'enrolments.status', 'quests.title'])
    .where('enrolments.student_id', '=', userId)
    .where('enrolments.status', '!=', 'set_down')
    .where('enrolments.due_date', 'is not', null);
  let tasks = k
    .selectFrom('student_tasks')
    .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .select([
      'student_tasks.id',
      'student_tasks.quest_id',
      'student_tasks.title',
      'student_tasks.due_date',
      'student_tasks.completed_at',
      'quests.title as quest_title',
    ])
    .where('student_tasks.student_id', '=', userId)
    .where('enrolments.status', '!=', 'set_down')
    .where('student_tasks.due_date', 'is not', null);
  if (range.from) {
    quests = quests.where('enrolments.due_date', '>=', range.from);
    tasks = tasks.where('student_tasks.due_date', '>=', range.from);
  }
  if (range.to) {
    quests = quests.where('enrolments.due_date', '<=', range.to);
    tasks = tasks.where('student_tasks.due_date', '<=', range.to);
  }
  const [qs, ts] = await Promise.all([quests.execute(), tasks.execute()]);
  const items: CalendarItemView[] = [
    ...qs.map((q) => ({
      kind: 'quest' as const,
      id: q.quest_id,
      quest_id: q.quest_id,
      title: q.title,
      quest_title: q.title,
      due_date: q.due_date!,
      completed: q.status === 'completed',
    })),
    ...ts.map((t) => ({
      kind: 'task' as const,
      id: t.id,
      quest_id: t.quest_id,
      title: t.title,
      quest_title: t.quest_title,
      due_date: t.due_date!,
      completed: t.completed_at !== null,
    })),
  ];
  return items.sort(
    (a, b) =>
      a.due_date.localeCompare(b.due_date) ||
      (a.kind === b.kind ? a.title.localeCompare(b.title) : a.kind === 'task' ? -1 : 1),
  );
}

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
