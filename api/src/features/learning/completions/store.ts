import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import type { Insertable } from 'kysely';
import type { XpLedgerTable } from '../tables';

/** Records that the student completed a task (unique per task: a second one fails). */
export async function insertCompletion(
  db: Queryable,
  row: {
    taskId: string;
    studentId: string;
    confidential: boolean;
    at: string;
    minutes: number | null;
  },
): Promise<void> {
  await db
    .insertInto('task_completions')
    .values({
      id: randomUUID(),
      student_task_id: row.taskId,
      student_id: row.studentId,
      confidential: row.confidential ? 1 : 0,
      completed_at: row.at,
      minutes: row.minutes,
    })
    .execute();
}

/** One XP award in the ledger. */
export async function insertXpAward(
  db: Queryable,
  row: Omit<Insertable<XpLedgerTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('xp_ledger')
    .values({ id: randomUUID(), ...row })
    .execute();
}

/** The student's total XP from the ledger. */
export async function sumXp(db: Queryable, studentId: string): Promise<number> {
  const total = await db
    .selectFrom('xp_ledger')
    .select((eb) => eb.fn.sum<number>('xp').as('xp'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(total?.xp ?? 0);
}

/** Sets the minutes logged on the student's completed task; false when there is none. */
export async function updateCompletionMinutes(
  db: Queryable,
  studentId: string,
  taskId: string,
  minutes: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('task_completions')
    .set({ minutes })
    .where('student_task_id', '=', taskId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The review state of a completed task's XP award (undefined before it is completed). */
export function findTaskReview(db: Queryable, taskId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['review_status', 'review_comment', 'reviewer_role', 'reviewed_by'])
    .where('student_task_id', '=', taskId)
    .executeTakeFirst();
}

/**
 * Puts returned work back in the reviewer's queue. The return's reviewer, date and comment stay
 * on the row (the reviewer sees what they asked for); false when the work was not returned any
 * more (a concurrent resubmission won).
 */
export async function reopenReturnedReview(db: Queryable, taskId: string): Promise<boolean> {
  const result = await db
    .updateTable('xp_ledger')
    .set({ review_status: 'pending' })
    .where('student_task_id', '=', taskId)
    .where('review_status', '=', 'returned')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The confidential flag of a completion follows its latest submission. */
export async function setCompletionConfidential(
  db: Queryable,
  taskId: string,
  confidential: boolean,
): Promise<void> {
  await db
    .updateTable('task_completions')
    .set({ confidential: confidential ? 1 : 0 })
    .where('student_task_id', '=', taskId)
    .execute();
}
