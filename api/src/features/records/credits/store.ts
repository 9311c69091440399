import type { Queryable } from '../../../db/types';

/** Every XP award of a student with its quest, task and reviewer, oldest first. */
export function listLedgerWithQuests(db: Queryable, studentId: string) {
  return db
    .selectFrom('xp_ledger')
    .innerJoin('quests', 'quests.id', 'xp_ledger.quest_id')
    .innerJoin('student_tasks', 'student_tasks.id', 'xp_ledger.student_task_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'xp_ledger.reviewed_by')
    .select([
      'xp_ledger.quest_id',
      'quests.title as quest_title',
      'xp_ledger.student_task_id',
      'student_tasks.title as task_title',
      'xp_ledger.pillar',
      'xp_ledger.xp',
      'xp_ledger.subjects',
      'xp_ledger.created_at',
      'xp_ledger.review_status',
      'xp_ledger.review_comment',
      'xp_ledger.reviewed_at',
      'xp_ledger.reviewer_role',
      'reviewer.first_name as reviewer_first_name',
      'reviewer.last_name as reviewer_last_name',
    ])
    .where('xp_ledger.student_id', '=', studentId)
    .orderBy('xp_ledger.created_at')
    .execute();
}

/** When each of the student's completed quests was completed. */
export function listCompletedQuestDates(db: Queryable, studentId: string) {
  return db
    .selectFrom('enrolments')
    .select(['quest_id', 'completed_at'])
    .where('student_id', '=', studentId)
    .where('status', '=', 'completed')
    .execute();
}

export function findStudentName(db: Queryable, studentId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
}

/** The site's name setting ('' or undefined when unset). */
export async function findSiteName(db: Queryable): Promise<string | undefined> {
  const site = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'site_name')
    .executeTakeFirst();
  return site?.value ?? undefined;
}
