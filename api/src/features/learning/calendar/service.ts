import type { Queryable } from '../../../db/types';
import type { CalendarItemView } from '../schemas';
import { toIcs } from './ics';
import { listQuestDueDates, listTaskDueDates, type DueDateRange } from './store';

/** The student's due dates: quests they are on (not set down) and their tasks, soonest first. */
export async function calendarItems(
  db: Queryable,
  studentId: string,
  range: DueDateRange = {},
): Promise<CalendarItemView[]> {
  const [qs, ts] = await Promise.all([
    listQuestDueDates(db, studentId, range),
    listTaskDueDates(db, studentId, range),
  ]);
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

/** The student's due dates as an iCalendar file. */
export async function calendarFile(db: Queryable, studentId: string, now: Date): Promise<string> {
  return toIcs(await calendarItems(db, studentId), now);
}
