import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { studentKeys } from './keys';
import type { MyQuests } from './types';

/** GET /api/quests/mine: the caller's active, completed and set-down quests. */
export const myQuestsQueryOptions = queryOptions({
  queryKey: studentKeys.mine,
  queryFn: ({ signal }) => api.get<MyQuests>('/api/quests/mine', { signal }),
});

export const useMyQuests = () => useQuery(myQuestsQueryOptions);
