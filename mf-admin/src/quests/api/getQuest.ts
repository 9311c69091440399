import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { AdminQuest } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

/** GET /api/admin/quests/{id} */
export const getAdminQuest = (id: string, signal?: AbortSignal) =>
  api.get<AdminQuest>(`/api/admin/quests/${encodeURIComponent(id)}`, { signal });

export const adminQuestQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.quest(id),
    queryFn: ({ signal }) => getAdminQuest(id!, signal),
    enabled: Boolean(id),
  });

export const useAdminQuest = (id: string | undefined) => useQuery(adminQuestQueryOptions(id));
