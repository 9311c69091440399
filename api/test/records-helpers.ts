import { api, complete, questId, type QuestBody, type Signed } from './learning-helpers';
import type { TestServer } from './helpers';

export interface BadgeBody {
  id: string;
  name: string;
  status: 'claimed' | 'claimable' | 'in_progress' | 'not_started';
  progress: number;
  quests_completed: number;
  xp_earned: number;
  claimed_at: string | null;
  quests: { id: string; title: string; completed: boolean; xp_earned: number }[];
}

export interface SubjectBody {
  subject: string;
  xp: number;
  earned: number;
  required: number;
  counted: number;
  overflow: number;
  met: boolean;
  xp_to_requirement: number;
}

export interface CreditsBody {
  xp_per_credit: number;
  subjects: SubjectBody[];
  total_earned: number;
  total_required: number;
  total_missing: number;
  requirements_met: boolean;
}

export const ZERO_REQUIREMENTS = {
  language_arts: 0,
  math: 0,
  science: 0,
  social_studies: 0,
  financial_literacy: 0,
  health: 0,
  pe: 0,
  fine_arts: 0,
  cte: 0,
  digital_literacy: 0,
  electives: 0,
};

export const DEFAULT_REQUIREMENTS = {
  language_arts: 4,
  math: 3,
  science: 3,
  social_studies: 3.5,
  financial_literacy: 0.5,
  health: 0.5,
  pe: 2,
  fine_arts: 1.5,
  cte: 1,
  digital_literacy: 0.5,
  electives: 4,
};

export async function pickUp(server: TestServer, s: Signed, slug: string): Promise<QuestBody> {
  const id = await questId(server, slug);
  const res = await api<QuestBody>(s, 'POST', `/api/quests/${id}/pick-up`, {});
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`pick-up ${res.status} ${res.text}`);
  return (await api<QuestBody>(s, 'GET', `/api/quests/${id}`)).body;
}

/** Completes the tasks at these positions of a quest with a line of text evidence. */
export async function completeTasks(
  server: TestServer,
  s: Signed,
  slug: string,
  positions: number[],
  confidential = false,
): Promise<QuestBody> {
  let quest = await pickUp(server, s, slug);
  for (const i of positions) {
    const res = await complete(s, quest.tasks[i]!.id, [
      { name: 'text', value: `Work for ${quest.tasks[i]!.title}` },
      { name: 'confidential', value: confidential ? 'true' : 'false' },
    ]);
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`complete ${res.status} ${res.text}`);
  }
  quest = (await api<QuestBody>(s, 'GET', `/api/quests/${quest.id}`)).body;
  return quest;
}
