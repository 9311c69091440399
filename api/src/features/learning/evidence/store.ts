import type { Queryable } from '../../../db/types';
import type { EvidenceFilesTable, EvidenceTable } from '../tables';

/** The evidence of these tasks in order, each with its file's metadata when it has one. */
export function listEvidenceOfTasks(db: Queryable, taskIds: string[]) {
  return db
    .selectFrom('evidence')
    .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
    .select([
      'evidence.id',
      'evidence.student_task_id',
      'evidence.kind',
      'evidence.text',
      'evidence.url',
      'evidence.confidential',
      'evidence.safety_hold',
      'evidence.created_at',
      'evidence.position',
      'evidence_files.id as file_id',
      'evidence_files.original_name',
      'evidence_files.mime',
      'evidence_files.size',
    ])
    .where('evidence.student_task_id', 'in', taskIds)
    .orderBy('evidence.position')
    .execute();
}

export async function insertEvidence(db: Queryable, rows: EvidenceTable[]): Promise<void> {
  await db.insertInto('evidence').values(rows).execute();
}

export async function insertEvidenceFiles(
  db: Queryable,
  rows: EvidenceFilesTable[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('evidence_files').values(rows).execute();
}

/** A task's evidence with the storage key of each file (what a resubmission replaces). */
export function listEvidenceWithKeys(db: Queryable, taskId: string) {
  return db
    .selectFrom('evidence')
    .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
    .select(['evidence.id', 'evidence.kind', 'evidence_files.storage_key'])
    .where('evidence.student_task_id', '=', taskId)
    .execute();
}

/** Removes evidence rows (their file rows go with them: ON DELETE CASCADE). */
export async function deleteEvidence(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('evidence').where('id', 'in', ids).execute();
}

/** Moves kept evidence into the new submission: its place in the list and its flag. */
export async function placeEvidence(
  db: Queryable,
  id: string,
  change: { position: number; confidential: boolean },
): Promise<void> {
  await db
    .updateTable('evidence')
    .set({ position: change.position, confidential: change.confidential ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
