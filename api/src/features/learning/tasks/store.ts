import type { Queryable } from '../../../db/types';

/** One of the student's own tasks (undefined when missing or someone else's). */
export function findOwnTask(db: Queryable, studentId: string, taskId: string) {
  return db
    .selectFrom('student_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

/** The student's task with its enrolment's status: what a completion needs to know. */
export function findTaskToComplete(db: Queryable, studentId: string, taskId: string) {
  return db
    .selectFrom('student_tasks')
    .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
    .select([
      'student_tasks.id',
      'student_tasks.enrolment_id',
      'student_tasks.quest_id',
      'student_tasks.pillar',
      'student_tasks.xp',
      'student_tasks.subjects',
      'student_tasks.completed_at',
      'student_tasks.is_personal',
      'enrolments.status',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('private_quests')
            .select('private_quests.quest_id')
            .whereRef('private_quests.quest_id', '=', 'student_tasks.quest_id'),
        )
        .as('is_private_quest'),
    )
    .where('student_tasks.id', '=', taskId)
    .where('student_tasks.student_id', '=', studentId)
    .executeTakeFirst();
}

/** An enrolment's tasks in the student's order. */
export function listTasksOfEnrolment(db: Queryable, enrolmentId: string) {
  return db
    .selectFrom('student_tasks')
    .selectAll()
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

/** The highest task position in an enrolment (0 when it has none). */
export async function lastTaskPosition(db: Queryable, enrolmentId: string): Promise<number> {
  const last = await db
    .selectFrom('student_tasks')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('enrolment_id', '=', enrolmentId)
    .executeTakeFirst();
  return Number(last?.p ?? 0);
}

/** Sets or clears the due date of the student's own task; false when it is not theirs. */
export async function updateOwnTaskDueDate(
  db: Queryable,
  studentId: string,
  taskId: string,
  dueDate: string | null,
): Promise<boolean> {
  const upd = await db
    .updateTable('student_tasks')
    .set({ due_date: dueDate })
    .where('id', '=', taskId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

/** Marks a task completed; false when it already was (a concurrent completion won). */
export async function markTaskCompleted(
  db: Queryable,
  taskId: string,
  at: string,
): Promise<boolean> {
  const upd = await db
    .updateTable('student_tasks')
    .set({ completed_at: at })
    .where('id', '=', taskId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

/** Whether each task of an enrolment is required and completed (for the quest's completion). */
export function listTaskGates(db: Queryable, enrolmentId: string) {
  return db
    .selectFrom('student_tasks')
    .select(['required', 'completed_at'])
    .where('enrolment_id', '=', enrolmentId)
    .execute();
}

/** The minutes logged on these tasks' completions (tasks without a completion are absent). */
export function listCompletionMinutes(db: Queryable, taskIds: string[]) {
  return db
    .selectFrom('task_completions')
    .select(['student_task_id', 'minutes'])
    .where('student_task_id', 'in', taskIds)
    .execute();
}

/** The review state of each of these tasks' XP award (tasks not completed have none). */
export function listReviewsOfTasks(db: Queryable, taskIds: string[]) {
  return db
    .selectFrom('xp_ledger')
    .select(['student_task_id', 'review_status', 'review_comment', 'reviewed_at', 'reviewer_role'])
    .where('student_task_id', 'in', taskIds)
    .execute();
}
