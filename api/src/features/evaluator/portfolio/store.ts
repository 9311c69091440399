import type { Queryable } from '../../../db/types';

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The student's task completions from `from` to `to` (dates, both included), oldest first. */
export function listCompletionsInRange(db: Queryable, studentId: string, from: string, to: string) {
  return db
    .selectFrom('task_completions')
    .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
    .leftJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .select([
      'student_tasks.id as task_id',
      'student_tasks.title',
      'student_tasks.subjects',
      'quests.title as quest_title',
      'task_completions.completed_at',
      'task_completions.minutes',
      'task_completions.confidential',
    ])
    .where('task_completions.student_id', '=', studentId)
    .where('task_completions.completed_at', '>=', from)
    .where('task_completions.completed_at', '<', dayAfter(to))
    .orderBy('task_completions.completed_at')
    .execute();
}

/**
 * The evidence of those completions that may leave the family: not confidential and not held
 * by the safety screen, in the order shown, with the file of each file row.
 */
export function listEvidenceInRange(db: Queryable, studentId: string, from: string, to: string) {
  return db
    .selectFrom('evidence')
    .innerJoin('task_completions', 'task_completions.student_task_id', 'evidence.student_task_id')
    .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
    .select([
      'evidence.student_task_id as task_id',
      'evidence.kind',
      'evidence.text',
      'evidence.url',
      'evidence_files.id as file_id',
      'evidence_files.original_name',
      'evidence_files.mime',
    ])
    .where('evidence.student_id', '=', studentId)
    .where('evidence.confidential', '=', 0)
    .where('evidence.safety_hold', '=', 0)
    .where('task_completions.completed_at', '>=', from)
    .where('task_completions.completed_at', '<', dayAfter(to))
    .orderBy('evidence.student_task_id')
    .orderBy('evidence.position')
    .execute();
}

/** One evidence file of the student, if it may leave the family (not confidential, not held). */
export function findShareableFile(db: Queryable, studentId: string, fileId: string) {
  return db
    .selectFrom('evidence_files')
    .innerJoin('evidence', 'evidence.id', 'evidence_files.evidence_id')
    .innerJoin('task_completions', 'task_completions.student_task_id', 'evidence.student_task_id')
    .select([
      'evidence_files.storage_key',
      'evidence_files.mime',
      'evidence_files.original_name',
      'task_completions.completed_at',
    ])
    .where('evidence_files.id', '=', fileId)
    .where('evidence_files.student_id', '=', studentId)
    .where('evidence.confidential', '=', 0)
    .where('evidence.safety_hold', '=', 0)
    .executeTakeFirst();
}

export function findStudent(db: Queryable, studentId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'date_of_birth', 'role'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** Evaluations recorded for the student whose range overlaps `from`..`to`, newest first. */
export function listEvaluations(db: Queryable, studentId: string, from: string, to: string) {
  return db
    .selectFrom('evaluations')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .orderBy('created_at', 'desc')
    .execute();
}

export function findSiteName(db: Queryable) {
  return db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'site_name')
    .executeTakeFirst();
}
