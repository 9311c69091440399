import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { Role, Tier } from '@optio/contracts';
import type { AdminUser } from '@optio/contracts/admin';
import type { Page } from '@optio/contracts/common';
import { adminKeys } from '../../api/keys';

export interface UserFilters {
  search: string;
  role: Role | '';
  tier: Tier | '';
  page: number;
}

export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users */
export const getUsers = (filters: UserFilters, signal?: AbortSignal) =>
  api.get<Page<AdminUser>>('/api/admin/users', {
    signal,
    query: {
      search: filters.search || undefined,
      role: filters.role || undefined,
      tier: filters.tier || undefined,
      page: filters.page,
      page_size: USERS_PAGE_SIZE,
    },
  });

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters) => useQuery(usersQueryOptions(filters));
