import type { LearnerContext } from './provider';
import type { Queryable } from '../../db/types';
import { findUserFirstName, listActiveQuests, listOpenTasks, sumXpByPillar } from './store';
import { PILLARS, type Pillar } from '../learning/tables';

/** Reads what the tutor may know of the student: first name, active quests, XP per pillar. */
export async function loadLearner(k: Queryable, studentId: string): Promise<LearnerContext> {
  const [user, quests, tasks, xp] = await Promise.all([
    findUserFirstName(k, studentId),
    listActiveQuests(k, studentId),
    listOpenTasks(k, studentId),
    sumXpByPillar(k, studentId),
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
