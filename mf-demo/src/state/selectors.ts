import { MAX_SELECTED_QUESTS, PILLARS, type Pillar } from '../constants';
import { DEMO_QUESTS, findQuest, type DemoQuest } from '../content/quests';
import { completionBonus } from './bonus';
import type { DemoState } from './types';

export interface DemoRootState {
  demo: DemoState;
}

export const selectDemo = (s: DemoRootState) => s.demo;
export const selectStep = (s: DemoRootState) => s.demo.currentStep;
export const selectPersona = (s: DemoRootState) => s.demo.persona;
export const selectEarnedXP = (s: DemoRootState) => s.demo.earnedXP;

export const totalEarnedXP = (state: DemoState): number =>
  PILLARS.reduce((sum, p) => sum + state.earnedXP[p], 0);

/** The diploma is accredited exactly when the tier is academy. */
export const isAccredited = (state: DemoState): boolean => state.subscriptionTier === 'academy';

export const canSelectMoreQuests = (state: DemoState): boolean =>
  state.selectedQuests.length < MAX_SELECTED_QUESTS;

export const activeQuest = (state: DemoState): DemoQuest | undefined =>
  findQuest(state.selectedQuest);

export function questProgress(state: DemoState, quest: DemoQuest) {
  const done = quest.tasks.filter((t) => state.completedTasks.some((c) => c.taskId === t.id));
  return {
    done: done.length,
    total: quest.tasks.length,
    complete: done.length === quest.tasks.length,
  };
}

export const isTaskComplete = (state: DemoState, taskId: string): boolean =>
  state.completedTasks.some((c) => c.taskId === taskId);

/** XP per pillar that came from completion bonuses (already included in earnedXP). */
export function bonusXP(state: DemoState): Record<Pillar, number> {
  const out = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const quest of DEMO_QUESTS) {
    if (!questProgress(state, quest).complete) continue;
    const { perPillar } = completionBonus(quest);
    for (const p of PILLARS) out[p] += perPillar[p] ?? 0;
  }
  return out;
}

export const unlockedBadgeQuests = (state: DemoState): DemoQuest[] =>
  DEMO_QUESTS.filter((q) => state.unlockedBadges.includes(q.badge.id));
