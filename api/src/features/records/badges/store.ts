import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types';

/** Every badge by name. */
export function listBadges(db: Queryable) {
  return db.selectFrom('badges').selectAll().orderBy('name').execute();
}

/** Which quests each badge counts, with the quest titles. */
export function listBadgeQuests(db: Queryable) {
  return db
    .selectFrom('badge_quests')
    .innerJoin('quests', 'quests.id', 'badge_quests.quest_id')
    .select(['badge_quests.badge_id', 'quests.id', 'quests.title'])
    .orderBy('quests.title')
    .execute();
}

export function listClaimsOf(db: Queryable, studentId: string) {
  return db
    .selectFrom('badge_claims')
    .select(['badge_id', 'claimed_at'])
    .where('student_id', '=', studentId)
    .execute();
}

export function listEnrolmentStatuses(db: Queryable, studentId: string) {
  return db
    .selectFrom('enrolments')
    .select(['quest_id', 'status'])
    .where('student_id', '=', studentId)
    .execute();
}

/**
 * The student's credited XP per quest (catalogue and approved work, as credits count it): a badge
 * and its credential attest reviewed work only, so pending and returned work does not count.
 */
export function sumXpByQuest(db: Queryable, studentId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['quest_id', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
    .where('student_id', '=', studentId)
    .where('review_status', 'in', ['none', 'approved'])
    .groupBy('quest_id')
    .execute();
}

/** Records a claim (unique per badge and student: a second one fails). */
export async function insertBadgeClaim(
  db: Queryable,
  badgeId: string,
  studentId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('badge_claims')
    .values({ id: randomUUID(), badge_id: badgeId, student_id: studentId, claimed_at: at })
    .execute();
}
