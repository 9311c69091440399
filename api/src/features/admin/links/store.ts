import type { Queryable } from '../../../db/types';

export const findAdvisorAssignment = (db: Queryable, advisorId: string, studentId: string) =>
  db
    .selectFrom('advisor_students')
    .select('advisor_id')
    .where('advisor_id', '=', advisorId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();

export async function insertAdvisorAssignment(
  db: Queryable,
  row: { advisorId: string; studentId: string; assignedBy: string; at: string },
): Promise<void> {
  await db
    .insertInto('advisor_students')
    .values({
      advisor_id: row.advisorId,
      student_id: row.studentId,
      assigned_by: row.assignedBy,
      created_at: row.at,
    })
    .execute();
}

/** Whether a row was there to delete. */
export async function deleteAdvisorAssignment(
  db: Queryable,
  advisorId: string,
  studentId: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom('advisor_students')
    .where('advisor_id', '=', advisorId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export const findParentLink = (db: Queryable, parentId: string, childId: string) =>
  db
    .selectFrom('parent_child_links')
    .select('parent_id')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();

export async function insertParentLink(
  db: Queryable,
  parentId: string,
  childId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('parent_child_links')
    .values({ parent_id: parentId, child_id: childId, created_at: at })
    .execute();
}
