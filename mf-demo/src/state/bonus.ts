import { COMPLETION_BONUS_RATE, PILLARS, type Pillar } from '../constants';
import type { DemoQuest } from '../content/quests';

export interface CompletionBonus {
  /** round(totalXP × COMPLETION_BONUS_RATE) */
  bonus: number;
  /** The bonus split evenly across the quest's distinct pillars, each share rounded. */
  perPillar: Partial<Record<Pillar, number>>;
}

/** docs/product.md#states: half the quest's total XP (rounded), split evenly (rounded) across its distinct pillars. */
export function completionBonus(quest: DemoQuest): CompletionBonus {
  const bonus = Math.round(quest.totalXP * COMPLETION_BONUS_RATE);
  const distinct = PILLARS.filter((p) => quest.tasks.some((t) => t.pillar === p));
  const share = distinct.length > 0 ? Math.round(bonus / distinct.length) : 0;
  const perPillar: Partial<Record<Pillar, number>> = {};
  for (const p of distinct) perPillar[p] = share;
  return { bonus, perPillar };
}
