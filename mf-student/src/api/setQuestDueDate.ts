import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { storeQuestAndInvalidate } from './invalidate';
import type { QuestDetail } from './types';

/** PATCH /api/quests/{id}/enrolment { due_date }. */
export function useSetQuestDueDate(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dueDate: string | null) =>
      api.patch<QuestDetail>(`/api/quests/${encodeURIComponent(questId)}/enrolment`, {
        due_date: dueDate,
      }),
    onSuccess: (quest) => storeQuestAndInvalidate(client, quest),
  });
}
