import type { PortfolioItemsTable, Queryable } from '../../../db/types';

/** The student's completed tasks with their quest and the completion's confidentiality. */
export function listCompletedTasks(db: Queryable, studentId: string) {
  return db
    .selectFrom('student_tasks')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .leftJoin('task_completions', 'task_completions.student_task_id', 'student_tasks.id')
    .select([
      'student_tasks.id',
      'student_tasks.title',
      'student_tasks.description',
      'student_tasks.pillar',
      'student_tasks.xp',
      'student_tasks.completed_at',
      'quests.id as quest_id',
      'quests.title as quest_title',
      'task_completions.confidential',
    ])
    .where('student_tasks.student_id', '=', studentId)
    .where('student_tasks.completed_at', 'is not', null)
    .execute();
}

export function listEvidenceOf(db: Queryable, studentId: string) {
  return db
    .selectFrom('evidence')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('position')
    .execute();
}

export function listEvidenceFilesOf(db: Queryable, studentId: string) {
  return db
    .selectFrom('evidence_files')
    .select(['id', 'evidence_id', 'original_name', 'mime', 'size'])
    .where('student_id', '=', studentId)
    .execute();
}

/** The student's public/private choices for completed tasks. */
export function listTaskVisibility(db: Queryable, studentId: string) {
  return db
    .selectFrom('portfolio_task_visibility')
    .select(['student_task_id', 'is_public'])
    .where('student_id', '=', studentId)
    .execute();
}

export function listPortfolioItems(db: Queryable, studentId: string) {
  return db.selectFrom('portfolio_items').selectAll().where('student_id', '=', studentId).execute();
}

export async function upsertTaskVisibility(
  db: Queryable,
  studentId: string,
  taskId: string,
  isPublic: 0 | 1,
): Promise<void> {
  await db
    .insertInto('portfolio_task_visibility')
    .values({ student_task_id: taskId, student_id: studentId, is_public: isPublic })
    .onConflict((oc) => oc.column('student_task_id').doUpdateSet({ is_public: isPublic }))
    .execute();
}

export async function updateItemVisibility(
  db: Queryable,
  studentId: string,
  itemId: string,
  isPublic: 0 | 1,
): Promise<void> {
  await db
    .updateTable('portfolio_items')
    .set({ is_public: isPublic })
    .where('id', '=', itemId)
    .where('student_id', '=', studentId)
    .execute();
}

export async function insertPortfolioItem(db: Queryable, row: PortfolioItemsTable): Promise<void> {
  await db.insertInto('portfolio_items').values(row).execute();
}

/** An item of the student's portfolio from the given source. */
export function findItemBySource(
  db: Queryable,
  studentId: string,
  itemId: string,
  source: 'upload' | 'parent',
) {
  return db
    .selectFrom('portfolio_items')
    .select(['id', 'file_key', 'status'])
    .where('id', '=', itemId)
    .where('student_id', '=', studentId)
    .where('source', '=', source)
    .executeTakeFirst();
}

export async function deleteItem(db: Queryable, itemId: string): Promise<void> {
  await db.deleteFrom('portfolio_items').where('id', '=', itemId).execute();
}

/** Pending → accepted or declined. */
export async function decidePendingItem(
  db: Queryable,
  itemId: string,
  status: 'accepted' | 'declined',
  at: string,
): Promise<void> {
  await db
    .updateTable('portfolio_items')
    .set({ status, decided_at: at })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .execute();
}

/** An item's stored file and who owns it. */
export function findItemFile(db: Queryable, itemId: string) {
  return db
    .selectFrom('portfolio_items')
    .select(['student_id', 'file_key', 'file_mime', 'file_name', 'confidential'])
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** An item's stored file, only when it belongs to the student. */
export function findStudentItemFile(db: Queryable, studentId: string, itemId: string) {
  return db
    .selectFrom('portfolio_items')
    .select(['file_key', 'file_mime', 'file_name'])
    .where('id', '=', itemId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

/** An evidence item's file with its owner and the evidence's confidentiality. */
export function findEvidenceFile(db: Queryable, evidenceId: string) {
  return db
    .selectFrom('evidence_files')
    .innerJoin('evidence', 'evidence.id', 'evidence_files.evidence_id')
    .select([
      'evidence_files.student_id',
      'evidence_files.storage_key',
      'evidence_files.mime',
      'evidence_files.original_name',
      'evidence.confidential',
    ])
    .where('evidence_files.evidence_id', '=', evidenceId)
    .executeTakeFirst();
}

/** An evidence item's file, only when it belongs to the student. */
export function findStudentEvidenceFile(db: Queryable, studentId: string, evidenceId: string) {
  return db
    .selectFrom('evidence_files')
    .select(['storage_key', 'mime', 'original_name'])
    .where('evidence_id', '=', evidenceId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}
