import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { studentKeys } from './keys';
import type { QuestDetail } from './types';

/** GET /api/quests/{id}. */
export const questQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studentKeys.quest(id),
    queryFn: ({ signal }) =>
      api.get<QuestDetail>(`/api/quests/${encodeURIComponent(id)}`, { signal }),
  });

export const useQuest = (id: string) => useQuery(questQueryOptions(id));
