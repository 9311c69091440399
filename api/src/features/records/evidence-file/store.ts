import type { Queryable } from '../../../db/types';

/** An evidence item's stored file with the student whose task it belongs to. */
export function findTaskEvidenceFile(db: Queryable, evidenceId: string) {
  return db
    .selectFrom('evidence_files')
    .innerJoin('evidence', 'evidence.id', 'evidence_files.evidence_id')
    .innerJoin('student_tasks', 'student_tasks.id', 'evidence.student_task_id')
    .select([
      'student_tasks.student_id',
      'evidence.confidential',
      'evidence_files.storage_key',
      'evidence_files.mime',
      'evidence_files.original_name',
    ])
    .where('evidence_files.evidence_id', '=', evidenceId)
    .executeTakeFirst();
}
