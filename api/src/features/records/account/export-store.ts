import type { Queryable } from '../../../db/types';

// The reads of a data export (GDPR-style access): each a plain read of one user's rows.

export function findAccountForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'role',
      'subscription_tier',
      'date_of_birth',
      'phone_number',
      'address_line1',
      'address_line2',
      'city',
      'state',
      'postal_code',
      'country',
      'parent_email',
      'email_verified_at',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function listEnrolmentsForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select([
      'enrolments.id',
      'quests.title as quest_title',
      'enrolments.status',
      'enrolments.picked_up_at',
      'enrolments.completed_at',
      'enrolments.due_date',
    ])
    .where('enrolments.student_id', '=', userId)
    .execute();
}

export function listTasksForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('student_tasks')
    .select(['id', 'quest_id', 'title', 'pillar', 'xp', 'completed_at', 'is_personal'])
    .where('student_id', '=', userId)
    .execute();
}

export function listEvidenceForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('evidence')
    .select(['id', 'student_task_id', 'kind', 'text', 'url', 'confidential', 'created_at'])
    .where('student_id', '=', userId)
    .execute();
}

export function listEvidenceFilesForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('evidence_files')
    .select(['evidence_id', 'original_name', 'mime', 'size', 'created_at'])
    .where('student_id', '=', userId)
    .execute();
}

export function listLedgerForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['student_task_id', 'quest_id', 'pillar', 'xp', 'subjects', 'created_at'])
    .where('student_id', '=', userId)
    .execute();
}

export function listVisibilityRequestsForExport(db: Queryable, userId: string) {
  return db
    .selectFrom('visibility_requests')
    .select(['target', 'status', 'created_at', 'decided_at'])
    .where('student_id', '=', userId)
    .execute();
}

export function findDiplomaForExport(db: Queryable, userId: string) {
  return db.selectFrom('diplomas').selectAll().where('student_id', '=', userId).executeTakeFirst();
}
