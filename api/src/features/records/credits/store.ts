import type { Queryable } from '../../../db/types';

/** Every XP award of a student with its quest's title, oldest first. */
export function listLedgerWithQuests(db: Queryable, studentId: string) {
  return db
    .selectFrom('xp_ledger')
    .innerJoin('quests', 'quests.id', 'xp_ledger.quest_id')
    .select([
      'xp_ledger.quest_id',
      'quests.title as quest_title',
      'xp_ledger.pillar',
      'xp_ledger.xp',
      'xp_ledger.subjects',
      'xp_ledger.created_at',
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
