import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { UserDetail } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

/** GET /api/admin/users/{id} */
export const getUser = (id: string, signal?: AbortSignal) =>
  api.get<UserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUserDetail = (id: string) => useQuery(userQueryOptions(id));
