import type { Queryable } from '../../../db/types';
import type { LearningTargetsTable } from '../../../db/tables/evaluator';

export function findTargets(db: Queryable, studentId: string) {
  return db
    .selectFrom('learning_targets')
    .selectAll()
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function upsertTargets(db: Queryable, row: LearningTargetsTable): Promise<void> {
  await db
    .insertInto('learning_targets')
    .values(row)
    .onConflict((oc) =>
      oc.column('student_id').doUpdateSet({
        target_days: row.target_days,
        target_hours: row.target_hours,
        evaluation_due: row.evaluation_due,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Students whose evaluation is due from `from` to `to` (dates, both included), with names. */
export function listDueEvaluations(db: Queryable, from: string, to: string) {
  return db
    .selectFrom('learning_targets')
    .innerJoin('users', 'users.id', 'learning_targets.student_id')
    .select(['learning_targets.student_id', 'learning_targets.evaluation_due', 'users.first_name'])
    .where('learning_targets.evaluation_due', '>=', from)
    .where('learning_targets.evaluation_due', '<=', to)
    .execute();
}

/** Records that a reminder went out; false when this one was already recorded (sent before). */
export async function claimReminder(
  db: Queryable,
  row: { student_id: string; due_date: string; days_before: number; sent_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('evaluation_reminders')
    .values(row)
    .onConflict((oc) => oc.columns(['student_id', 'due_date', 'days_before']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The linked parents of a child who can receive mail. */
export function listParentsOf(db: Queryable, childId: string) {
  return db
    .selectFrom('parent_child_links')
    .innerJoin('users', 'users.id', 'parent_child_links.parent_id')
    .select(['users.email', 'users.first_name', 'users.language'])
    .where('parent_child_links.child_id', '=', childId)
    .where('users.is_active', '=', 1)
    .execute();
}
