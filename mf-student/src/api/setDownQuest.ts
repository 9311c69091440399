import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { storeQuestAndInvalidate } from './invalidate';
import type { QuestDetail } from './types';

export const REFLECTION_MAX = 2000;

/** POST /api/quests/{id}/set-down with a reflection (1..2000 characters). */
export function useSetDownQuest(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reflection: string) =>
      api.post<QuestDetail>(`/api/quests/${encodeURIComponent(questId)}/set-down`, {
        reflection,
      }),
    onSuccess: (quest) => storeQuestAndInvalidate(client, quest),
  });
}
