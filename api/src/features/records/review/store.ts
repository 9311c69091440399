import type { Queryable } from '../../../db/types';
import type { ReviewerRole } from '../../learning/tables';

/** How many advisors an admin assigned this student. */
export async function countAdvisorsOf(db: Queryable, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('advisor_students')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function isAssignedAdvisor(db: Queryable, advisorId: string, studentId: string) {
  const row = await db
    .selectFrom('advisor_students')
    .select('student_id')
    .where('advisor_id', '=', advisorId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function isLinkedParent(db: Queryable, parentId: string, childId: string) {
  const row = await db
    .selectFrom('parent_child_links')
    .select('child_id')
    .where('parent_id', '=', parentId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The students an advisor is assigned, or a parent's linked children. */
export function listStudentsOfReviewer(db: Queryable, reviewerId: string, role: ReviewerRole) {
  return role === 'advisor'
    ? db
        .selectFrom('advisor_students')
        .innerJoin('users', 'users.id', 'advisor_students.student_id')
        .select(['users.id', 'users.first_name', 'users.last_name'])
        .where('advisor_students.advisor_id', '=', reviewerId)
        .execute()
    : db
        .selectFrom('parent_child_links')
        .innerJoin('users', 'users.id', 'parent_child_links.child_id')
        .select(['users.id', 'users.first_name', 'users.last_name'])
        .where('parent_child_links.parent_id', '=', reviewerId)
        .execute();
}

export async function findFamilyReviewSetting(db: Queryable, studentId: string) {
  return db
    .selectFrom('family_review_settings')
    .select(['parent_review'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function upsertFamilyReviewSetting(
  db: Queryable,
  row: { studentId: string; parentReview: boolean; by: string; at: string },
): Promise<void> {
  const values = {
    parent_review: row.parentReview ? 1 : 0,
    updated_by: row.by,
    updated_at: row.at,
  };
  await db
    .insertInto('family_review_settings')
    .values({ student_id: row.studentId, ...values })
    .onConflict((oc) => oc.column('student_id').doUpdateSet(values))
    .execute();
}

const reviewColumns = [
  'xp_ledger.student_task_id',
  'xp_ledger.student_id',
  'xp_ledger.xp',
  'xp_ledger.review_status',
  'xp_ledger.review_comment',
  'xp_ledger.reviewed_at',
  'xp_ledger.created_at',
  'student_tasks.title as task_title',
  'student_tasks.description as task_description',
  'student_tasks.pillar',
  'quests.id as quest_id',
  'quests.title as quest_title',
  'users.first_name',
  'users.last_name',
] as const;

function reviewRows(db: Queryable) {
  return db
    .selectFrom('xp_ledger')
    .innerJoin('student_tasks', 'student_tasks.id', 'xp_ledger.student_task_id')
    .innerJoin('quests', 'quests.id', 'xp_ledger.quest_id')
    .innerJoin('users', 'users.id', 'xp_ledger.student_id')
    .select(reviewColumns);
}

/** The work of these students that waits for review, oldest first. */
export function listPendingReviews(db: Queryable, studentIds: string[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return reviewRows(db)
    .where('xp_ledger.student_id', 'in', studentIds)
    .where('xp_ledger.review_status', '=', 'pending')
    .orderBy('xp_ledger.created_at')
    .execute();
}

/** One task's XP award with what a reviewer sees (undefined when the task has none). */
export function findReviewByTask(db: Queryable, taskId: string) {
  return reviewRows(db).where('xp_ledger.student_task_id', '=', taskId).executeTakeFirst();
}

/** The evidence of these tasks with file names, in order. */
export function listEvidenceForReview(db: Queryable, taskIds: string[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('evidence')
    .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
    .select([
      'evidence.id',
      'evidence.student_task_id',
      'evidence.kind',
      'evidence.text',
      'evidence.url',
      'evidence.safety_hold',
      'evidence.confidential',
      'evidence_files.original_name',
    ])
    .where('evidence.student_task_id', 'in', taskIds)
    .orderBy('evidence.position')
    .execute();
}

/**
 * Records a decision on pending work; false when it was not pending any more (a concurrent
 * decision won), so approving twice never counts twice.
 */
export async function decidePendingReview(
  db: Queryable,
  taskId: string,
  d: {
    status: 'approved' | 'returned';
    by: string;
    role: ReviewerRole;
    at: string;
    comment: string | null;
  },
): Promise<boolean> {
  const upd = await db
    .updateTable('xp_ledger')
    .set({
      review_status: d.status,
      reviewed_by: d.by,
      reviewer_role: d.role,
      reviewed_at: d.at,
      review_comment: d.comment,
    })
    .where('student_task_id', '=', taskId)
    .where('review_status', '=', 'pending')
    .executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}
