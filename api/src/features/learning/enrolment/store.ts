import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/types';
import type { StudentTasksTable } from '../tables';

export function findEnrolment(db: Queryable, studentId: string, questId: string) {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('quest_id', '=', questId)
    .executeTakeFirst();
}

export function listEnrolmentHistory(db: Queryable, enrolmentId: string) {
  return db
    .selectFrom('enrolment_history')
    .select(['picked_up_at', 'set_down_at', 'reflection'])
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('picked_up_at')
    .execute();
}

export async function insertEnrolment(
  db: Queryable,
  row: { id: string; studentId: string; questId: string; at: string },
): Promise<void> {
  await db
    .insertInto('enrolments')
    .values({
      id: row.id,
      student_id: row.studentId,
      quest_id: row.questId,
      status: 'active',
      due_date: null,
      pickup_count: 1,
      picked_up_at: row.at,
      completed_at: null,
      created_at: row.at,
    })
    .execute();
}

/** Opens a history entry: the quest was picked up at `at`. */
export async function insertPickUpHistory(
  db: Queryable,
  enrolmentId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('enrolment_history')
    .values({
      id: randomUUID(),
      enrolment_id: enrolmentId,
      picked_up_at: at,
      set_down_at: null,
      reflection: null,
    })
    .execute();
}

export async function insertStudentTasks(db: Queryable, rows: StudentTasksTable[]): Promise<void> {
  await db.insertInto('student_tasks').values(rows).execute();
}

/** Set-down → active again, counting the pick-up; false when it was not set down. */
export async function reactivateEnrolment(
  db: Queryable,
  enrolmentId: string,
  at: string,
): Promise<boolean> {
  const upd = await db
    .updateTable('enrolments')
    .set({ status: 'active', pickup_count: sql<number>`pickup_count + 1`, picked_up_at: at })
    .where('id', '=', enrolmentId)
    .where('status', '=', 'set_down')
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

/** Active → set down; false when it was not active. */
export async function setDownEnrolment(db: Queryable, enrolmentId: string): Promise<boolean> {
  const upd = await db
    .updateTable('enrolments')
    .set({ status: 'set_down' })
    .where('id', '=', enrolmentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

/** Closes the open history entry with the reflection. */
export async function closePickUpHistory(
  db: Queryable,
  enrolmentId: string,
  at: string,
  reflection: string,
): Promise<void> {
  await db
    .updateTable('enrolment_history')
    .set({ set_down_at: at, reflection })
    .where('enrolment_id', '=', enrolmentId)
    .where('set_down_at', 'is', null)
    .execute();
}

/** Sets the due date of the student's enrolment in a quest; false when there is none. */
export async function updateEnrolmentDueDate(
  db: Queryable,
  studentId: string,
  questId: string,
  dueDate: string | null,
): Promise<boolean> {
  const upd = await db
    .updateTable('enrolments')
    .set({ due_date: dueDate })
    .where('student_id', '=', studentId)
    .where('quest_id', '=', questId)
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

/** Status of an enrolment (read inside the completion transaction). */
export async function findEnrolmentStatus(db: Queryable, enrolmentId: string) {
  const row = await db
    .selectFrom('enrolments')
    .select('status')
    .where('id', '=', enrolmentId)
    .executeTakeFirst();
  return row?.status;
}

/** Active → completed; false when it was not active. */
export async function completeEnrolment(
  db: Queryable,
  enrolmentId: string,
  at: string,
): Promise<boolean> {
  const upd = await db
    .updateTable('enrolments')
    .set({ status: 'completed', completed_at: at })
    .where('id', '=', enrolmentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}
