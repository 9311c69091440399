import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { LearningDatabase, StudentTasksTable } from './tables';

/**
 * Picks a quest up for the first time inside the caller's transaction: the enrolment, its first
 * history entry and the student's own copy of every template task with its subject split. Used by
 * a student's pick-up and by a parent's private quest, so both give the same rows.
 */
export async function enrolInQuest(
  trx: Transaction<LearningDatabase>,
  studentId: string,
  questId: string,
  at: string,
): Promise<void> {
  const enrolmentId = randomUUID();
  await trx
    .insertInto('enrolments')
    .values({
      id: enrolmentId,
      student_id: studentId,
      quest_id: questId,
      status: 'active',
      due_date: null,
      pickup_count: 1,
      picked_up_at: at,
      completed_at: null,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('enrolment_history')
    .values({
      id: randomUUID(),
      enrolment_id: enrolmentId,
      picked_up_at: at,
      set_down_at: null,
      reflection: null,
    })
    .execute();
  const templates = await trx
    .selectFrom('quest_tasks')
    .selectAll()
    .where('quest_id', '=', questId)
    .orderBy('position')
    .execute();
  if (templates.length === 0) return;
  const subjects = await trx
    .selectFrom('task_subjects')
    .selectAll()
    .where(
      'quest_task_id',
      'in',
      templates.map((t) => t.id),
    )
    .orderBy('xp', 'desc')
    .execute();
  const copies: StudentTasksTable[] = templates.map((t) => ({
    id: randomUUID(),
    enrolment_id: enrolmentId,
    student_id: studentId,
    quest_id: questId,
    quest_task_id: t.id,
    title: t.title,
    description: t.description,
    pillar: t.pillar,
    xp: t.xp,
    required: t.required,
    position: t.position,
    is_personal: 0,
    subjects: JSON.stringify(
      subjects
        .filter((s) => s.quest_task_id === t.id)
        .map((s) => ({ subject: s.subject, xp: s.xp })),
    ),
    due_date: null,
    completed_at: null,
    created_at: at,
  }));
  await trx.insertInto('student_tasks').values(copies).execute();
}
