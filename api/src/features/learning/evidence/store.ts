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
