import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { storeQuestAndInvalidate } from './invalidate';
import type { QuestDetail } from './types';

/** POST /api/quests/{id}/pick-up (first time or again after setting it down). */
export function usePickUpQuest(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, context) =>
      api.post<QuestDetail>(`/api/quests/${encodeURIComponent(questId)}/pick-up`, undefined, {
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: (quest) => storeQuestAndInvalidate(client, quest),
  });
}
