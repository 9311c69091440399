import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { studentKeys, type QuestListParams } from './keys';
import type { Page, QuestSummary } from './types';

export const QUEST_PAGE_SIZE = 12;

/** GET /api/quests: the active catalogue, searched, filtered by pillar and paginated. */
export function getQuests(params: QuestListParams, signal?: AbortSignal) {
  return api.get<Page<QuestSummary>>('/api/quests', {
    signal,
    query: {
      search: params.search || undefined,
      pillar: params.pillar || undefined,
      page: params.page ?? 1,
      page_size: QUEST_PAGE_SIZE,
    },
  });
}

export const questsQueryOptions = (params: QuestListParams) =>
  queryOptions({
    queryKey: studentKeys.questList(params),
    queryFn: ({ signal }) => getQuests(params, signal),
    placeholderData: keepPreviousData,
  });

export const useQuests = (params: QuestListParams) => useQuery(questsQueryOptions(params));
