import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { AdminQuest } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

export interface QuestTask {
  id?: string;
  title: string;
  description: string;
  pillar: string;
  xp: number;
  required: boolean;
  subject: string;
}

export interface QuestInput {
  title: string;
  short_description: string;
  big_idea: string;
  is_active: boolean;
  tasks: QuestTask[];
}

/** POST /api/admin/quests or PUT /api/admin/quests/{id} */
export const saveQuest = (id: string | undefined, input: QuestInput, idempotencyKey?: string) =>
  id
    ? api.put<AdminQuest>(`/api/admin/quests/${encodeURIComponent(id)}`, input)
    : api.post<AdminQuest>('/api/admin/quests', input, { idempotencyKey });

export function useSaveQuest(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestInput, context) =>
      saveQuest(id, input, id ? undefined : idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
