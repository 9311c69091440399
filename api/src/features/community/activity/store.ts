import type { Queryable } from '../../../db/types';

/**
 * These students' non-confidential completions with quest and task, newest first. Reads the
 * learning feature's tables (integrator: this read belongs in the learning store).
 */
export function listSharedCompletionsOf(db: Queryable, studentIds: string[], limit: number) {
  return db
    .selectFrom('task_completions')
    .innerJoin('student_tasks', 'student_tasks.id', 'task_completions.student_task_id')
    .innerJoin('quests', 'quests.id', 'student_tasks.quest_id')
    .innerJoin('users', 'users.id', 'task_completions.student_id')
    .select([
      'task_completions.id',
      'task_completions.completed_at',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'quests.id as quest_id',
      'quests.title as quest_title',
      'student_tasks.title as task_title',
      'student_tasks.pillar',
      'student_tasks.xp',
    ])
    .where('task_completions.student_id', 'in', studentIds)
    .where('task_completions.confidential', '=', 0)
    .orderBy('task_completions.completed_at', 'desc')
    .orderBy('task_completions.id')
    .limit(limit)
    .execute();
}
