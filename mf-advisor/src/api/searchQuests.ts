import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/quests: the active catalogue, searched (for linking quests to a badge). */
export function useQuestSearch(search: string) {
  return useQuery({
    queryKey: advisorKeys.quests(search),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/quests'>>('/api/quests', {
        signal,
        query: { search: search || undefined, page_size: 8 },
      }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}
