import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { AdminQuestRow } from '@optio/contracts/admin';
import type { Page } from '@optio/contracts/common';
import { adminKeys } from '../../api/keys';

export const QUESTS_PAGE_SIZE = 20;

/** GET /api/admin/quests */
export const getAdminQuests = (search: string, page: number, signal?: AbortSignal) =>
  api.get<Page<AdminQuestRow>>('/api/admin/quests', {
    signal,
    query: { search: search || undefined, page, page_size: QUESTS_PAGE_SIZE },
  });

export const adminQuestsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.quests(search, page),
    queryFn: ({ signal }) => getAdminQuests(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminQuests = (search: string, page: number) =>
  useQuery(adminQuestsQueryOptions(search, page));
