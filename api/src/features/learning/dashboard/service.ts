import type { Queryable } from '../../../db/types';
import { calendarItems } from '../calendar/service';
import { levelFor, streakDays } from '../levels';
import { questSummaries } from '../quests/service';
import { listActiveEnrolledQuests } from '../quests/store';
import type { DashboardView } from '../schemas';
import { PILLARS, type Pillar } from '../tables';
import {
  listCompletedTasksWithQuests,
  listCompletionTimesSince,
  listRecentCompletions,
  sumXpByPillar,
} from './store';

/** The dashboard numbers of one student (also read by a linked parent's family dashboard). */
export async function studentDashboard(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<DashboardView> {
  const since = new Date(now.getTime() - 400 * 86_400_000).toISOString();
  const [byPillar, days, recent, active, items] = await Promise.all([
    sumXpByPillar(db, userId),
    listCompletionTimesSince(db, userId, since),
    listRecentCompletions(db, userId, 10),
    listActiveEnrolledQuests(db, userId),
    calendarItems(db, userId),
  ]);
  const xp_by_pillar = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const row of byPillar) xp_by_pillar[row.pillar] = Number(row.xp ?? 0);
  const xp_total = PILLARS.reduce((a, p) => a + xp_by_pillar[p], 0);
  return {
    xp_total,
    xp_by_pillar,
    level: levelFor(xp_total),
    streak_days: streakDays(days, now),
    active_quests: await questSummaries(db, userId, active),
    recent_completions: recent.map((c) => ({ ...c, xp: Number(c.xp) })),
    // Not completed, soonest first; overdue items stay on the list until done.
    upcoming: items.filter((i) => !i.completed).slice(0, 5),
  };
}

interface ConstellationQuest {
  id: string;
  title: string;
  completed_at: string | null;
  tasks: { id: string; title: string; pillar: Pillar; xp: number; completed_at: string }[];
}

/** The student's completed tasks grouped by quest, in completion order (for the star map). */
export async function constellation(
  db: Queryable,
  userId: string,
): Promise<{ quests: ConstellationQuest[] }> {
  const rows = await listCompletedTasksWithQuests(db, userId);
  const quests = new Map<string, ConstellationQuest>();
  for (const row of rows) {
    let q = quests.get(row.quest_id);
    if (!q) {
      q = {
        id: row.quest_id,
        title: row.quest_title,
        completed_at: row.quest_completed_at,
        tasks: [],
      };
      quests.set(row.quest_id, q);
    }
    q.tasks.push({
      id: row.id,
      title: row.title,
      pillar: row.pillar,
      xp: row.xp,
      completed_at: row.completed_at!,
    });
  }
  return { quests: [...quests.values()] };
}
