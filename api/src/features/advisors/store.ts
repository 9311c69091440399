import type { Queryable } from '../../db/types';

/**
 * The advisors' reads and writes: assignments and badge recommendations (their own tables), and
 * the learning reads of an assigned student's progress (learning's tables, read-only here).
 */
export const listAssignedStudents = (db: Queryable, advisorId: string) =>
  db
    .selectFrom('advisor_students')
    .innerJoin('users', 'users.id', 'advisor_students.student_id')
    .selectAll('users')
    .where('advisor_students.advisor_id', '=', advisorId)
    .orderBy('users.first_name')
    .execute();

/** The student, when `advisorId` is null (an admin) or is assigned the student. */
export const findReachableStudent = (db: Queryable, studentId: string, advisorId: string | null) =>
  db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email'])
    .where('users.id', '=', studentId)
    .where('users.role', '=', 'student')
    .$if(advisorId !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('advisor_students')
            .select('advisor_students.student_id')
            .whereRef('advisor_students.student_id', '=', 'users.id')
            .where('advisor_students.advisor_id', '=', advisorId!),
        ),
      ),
    )
    .executeTakeFirst();

export const sumXpByStudent = (db: Queryable, studentIds: string[]) =>
  db
    .selectFrom('xp_ledger')
    .select(['student_id', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
    .where('student_id', 'in', studentIds)
    .groupBy('student_id')
    .execute();

export const countActiveEnrolments = (db: Queryable, studentIds: string[]) =>
  db
    .selectFrom('enrolments')
    .select(['student_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('student_id', 'in', studentIds)
    .where('status', '=', 'active')
    .groupBy('student_id')
    .execute();

export const sumXpByPillar = (db: Queryable, studentId: string) =>
  db
    .selectFrom('xp_ledger')
    .select(['pillar', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
    .where('student_id', '=', studentId)
    .groupBy('pillar')
    .execute();

export const listActiveQuests = (db: Queryable, studentId: string) =>
  db
    .selectFrom('enrolments')
    .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
    .select(['quests.id', 'quests.title'])
    .where('enrolments.student_id', '=', studentId)
    .where('enrolments.status', '=', 'active')
    .orderBy('enrolments.picked_up_at', 'desc')
    .execute();

export const listTaskCompletion = (db: Queryable, studentId: string) =>
  db
    .selectFrom('student_tasks')
    .select(['quest_id', 'completed_at'])
    .where('student_id', '=', studentId)
    .execute();

/** The student's newest `limit` pieces of evidence with their task and quest titles. */
export const listRecentEvidence = (db: Queryable, studentId: string, limit: number) =>
  db
    .selectFrom('evidence')
    .innerJoin('student_tasks', 'student_tasks.id', 'evidence.student_task_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .leftJoin('evidence_files', 'evidence_files.evidence_id', 'evidence.id')
    .select([
      'evidence.id',
      'evidence.kind',
      'evidence.text',
      'evidence.url',
      'evidence.created_at',
      'evidence.confidential',
      'evidence_files.original_name',
      'student_tasks.title as task_title',
      'quests.title as quest_title',
    ])
    .where('evidence.student_id', '=', studentId)
    .orderBy('evidence.created_at', 'desc')
    .limit(limit)
    .execute();

export const listRecommendedBadgeIds = async (db: Queryable, studentId: string) =>
  (
    await db
      .selectFrom('badge_recommendations')
      .select('badge_id')
      .where('student_id', '=', studentId)
      .execute()
  ).map((r) => r.badge_id);

export const findActiveBadge = (db: Queryable, id: string) =>
  db
    .selectFrom('badges')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();

export async function insertRecommendation(
  db: Queryable,
  row: {
    id: string;
    badge_id: string;
    student_id: string;
    advisor_id: string;
    note: string | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('badge_recommendations').values(row).execute();
}

/** Whether there was a recommendation to delete. */
export async function deleteRecommendation(
  db: Queryable,
  studentId: string,
  badgeId: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom('badge_recommendations')
    .where('student_id', '=', studentId)
    .where('badge_id', '=', badgeId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** A student's recommendations of active badges, newest first, with the advisor's name. */
export const listStudentRecommendations = (db: Queryable, studentId: string) =>
  db
    .selectFrom('badge_recommendations')
    .innerJoin('badges', 'badges.id', 'badge_recommendations.badge_id')
    .leftJoin('users', 'users.id', 'badge_recommendations.advisor_id')
    .select([
      'badges.id as badge_id',
      'badges.name as badge_name',
      'badges.primary_pillar',
      'badge_recommendations.note',
      'badge_recommendations.created_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('badge_recommendations.student_id', '=', studentId)
    .where('badges.is_active', '=', 1)
    .orderBy('badge_recommendations.created_at', 'desc')
    .execute();
