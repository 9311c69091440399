import type { Queryable } from '../../../db/types';

export interface DueDateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Due dates of the student's quests that are not set down, within the range. */
export function listQuestDueDates(db: Queryable, studentId: string, range: DueDateRange) {
  let q = db
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select(['enrolments.quest_id', 'enrolments.due_date', 'enrolments.status', 'quests.title'])
    .where('enrolments.student_id', '=', studentId)
    .where('enrolments.status', '!=', 'set_down')
    .where('enrolments.due_date', 'is not', null);
  if (range.from) q = q.where('enrolments.due_date', '>=', range.from);
  if (range.to) q = q.where('enrolments.due_date', '<=', range.to);
  return q.execute();
}

/** Due dates of the student's tasks in quests that are not set down, within the range. */
export function listTaskDueDates(db: Queryable, studentId: string, range: DueDateRange) {
  let q = db
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
    .where('student_tasks.student_id', '=', studentId)
    .where('enrolments.status', '!=', 'set_down')
    .where('student_tasks.due_date', 'is not', null);
  if (range.from) q = q.where('student_tasks.due_date', '>=', range.from);
  if (range.to) q = q.where('student_tasks.due_date', '<=', range.to);
  return q.execute();
}
