import { PILLARS, type Pillar } from '../learning/tables';
import type { LearnerContext } from './provider';
import type { TutorDb } from './tables';

/** Reads what the tutor may know of the student: first name, active quests, XP per pillar. */
export async function loadLearner(k: TutorDb, studentId: string): Promise<LearnerContext> {
  const [user, quests, tasks, xp] = await Promise.all([
    k.selectFrom('users').select('first_name').where('id', '=', studentId).executeTakeFirst(),
    k
      .selectFrom('enrolments')
      .innerJoin('quests', 'quests.id', 'enrolments.quest_id')
      .select(['quests.id', 'quests.title'])
      .where('enrolments.student_id', '=', studentId)
      .where('enrolments.status', '=', 'active')
      .orderBy('enrolments.picked_up_at', 'desc')
      .limit(5)
      .execute(),
    k
      .selectFrom('student_tasks')
      .innerJoin('enrolments', 'enrolments.id', 'student_tasks.enrolment_id')
      .select(['student_tasks.quest_id', 'student_tasks.title', 'student_tasks.pillar'])
      .where('student_tasks.student_id', '=', studentId)
      .where('enrolments.status', '=', 'active')
      .where('student_tasks.completed_at', 'is', null)
      .orderBy('student_tasks.position')
      .execute(),
    k
      .selectFrom('xp_ledger')
      .select(['pillar', (eb) => eb.fn.sum<number | string>('xp').as('xp')])
      .where('student_id', '=', studentId)
      .groupBy('pillar')
      .execute(),
  ]);
  const byPillar = new Map<Pillar, number>(PILLARS.map((p) => [p, 0]));
  for (const row of xp) byPillar.set(row.pillar, Number(row.xp ?? 0));
  return {
    firstName: user?.first_name ?? 'there',
    quests: quests.map((q) => {
      const next = tasks.find((t) => t.quest_id === q.id);
      return { title: q.title, nextTask: next ? { title: next.title, pillar: next.pillar } : null };
    }),
    pillars: [...byPillar].map(([pillar, n]) => ({ pillar, xp: n })).sort((a, b) => a.xp - b.xp),
  };
}
