import type { Queryable } from '../../../db/types';

export async function isLinkedParent(
  db: Queryable,
  parentId: string,
  childId: string,
): Promise<boolean> {
  const link = await db
    .selectFrom('parent_child_links')
    .select('child_id')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return link !== undefined;
}

export async function isAssignedAdvisor(
  db: Queryable,
  advisorId: string,
  studentId: string,
): Promise<boolean> {
  const link = await db
    .selectFrom('advisor_students')
    .select('student_id')
    .where('advisor_id', '=', advisorId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return link !== undefined;
}
