import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { AdminQuest, AdminQuestRow } from '@optio/contracts/admin';

export type { AdminQuest, AdminQuestRow };

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

export const QUESTS_PAGE_SIZE = 20;

/** GET /api/admin/quests */
export function useAdminQuests(search: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'quests', search, page],
    queryFn: ({ signal }) =>
      api.get<{ items: AdminQuestRow[]; page: number; page_size: number; total: number }>(
        '/api/admin/quests',
        { signal, query: { search: search || undefined, page, page_size: QUESTS_PAGE_SIZE } },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/quests/{id} */
export function useAdminQuest(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'quest', id],
    queryFn: ({ signal }) =>
      api.get<AdminQuest>(`/api/admin/quests/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

/** POST /api/admin/quests or PUT /api/admin/quests/{id} */
export function useSaveQuest(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestInput, context) =>
      id
        ? api.put<AdminQuest>(`/api/admin/quests/${encodeURIComponent(id)}`, input)
        : api.post<AdminQuest>('/api/admin/quests', input, {
            idempotencyKey: idempotencyKeyFor(context),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** PUT /api/admin/quests/{id}/active */
export function useSetQuestActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.put<AdminQuest>(`/api/admin/quests/${encodeURIComponent(id)}/active`, {
        is_active: active,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
