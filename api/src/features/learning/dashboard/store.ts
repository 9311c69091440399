import type { Queryable } from '../../../db/types';

/** The student's XP summed per pillar. */
export function sumXpByPillar(db: Queryable, studentId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['pillar', (eb) => eb.fn.sum<number>('xp').as('xp')])
    .where('student_id', '=', studentId)
    .groupBy('pillar')
    .execute();
}

/** When the student completed tasks, since `since` (ISO). */
export async function listCompletionTimesSince(
  db: Queryable,
  studentId: string,
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('task_completions')
    .select('completed_at')
    .where('student_id', '=', studentId)
    .where('completed_at', '>=', since)
    .execute();
  return rows.map((r) => r.completed_at);
}

/** The student's latest completions with their task and quest. */
export function listRecentCompletions(db: Queryable, studentId: string, limit: number) {
  return db
    .selectFrom('task_completions')
    .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .select([
      'student_tasks.id as task_id',
      'student_tasks.title as task_title',
      'quests.id as quest_id',
      'quests.title as quest_title',
      'student_tasks.pillar',
      'student_tasks.xp',
      'task_completions.completed_at',
    ])
    .where('task_completions.student_id', '=', studentId)
    .orderBy('task_completions.completed_at', 'desc')
    .limit(limit)
    .execute();
}

/** The student's completed tasks with their quest, oldest completion first. */
export function listCompletedTasksWithQuests(db: Queryable, studentId: string) {
  return db
    .selectFrom('student_tasks')
    .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .select([
      'student_tasks.id',
      'student_tasks.title',
      'student_tasks.pillar',
      'student_tasks.xp',
      'student_tasks.completed_at',
      'quests.id as quest_id',
      'quests.title as quest_title',
      'enrolments.completed_at as quest_completed_at',
    ])
    .where('student_tasks.student_id', '=', studentId)
    .where('student_tasks.completed_at', 'is not', null)
    .orderBy('student_tasks.completed_at')
    .execute();
}
