import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, Tier } from '@optio/contracts';
import type { AdminPerson, AdminUser, UserDetail } from '@optio/contracts/admin';
import { api } from '@optio/api-client';

export type { AdminUser, UserDetail };
export type Person = AdminPerson;

export interface UserFilters {
  search: string;
  role: Role | '';
  tier: Tier | '';
  page: number;
}

export const USERS_PAGE_SIZE = 20;
const keys = {
  list: (f: UserFilters) => ['admin', 'users', f] as const,
  detail: (id: string) => ['admin', 'user', id] as const,
};

/** GET /api/admin/users */
export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: ({ signal }) =>
      api.get<{ items: AdminUser[]; page: number; page_size: number; total: number }>(
        '/api/admin/users',
        {
          signal,
          query: {
            search: filters.search || undefined,
            role: filters.role || undefined,
            tier: filters.tier || undefined,
            page: filters.page,
            page_size: USERS_PAGE_SIZE,
          },
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/{id} */
export function useUserDetail(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      api.get<UserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Any user change: refreshes the lists, the user and the audit log afterwards. */
export function useUserAction<TInput>(run: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export const userApi = {
  change: (id: string, body: { role?: Role; subscription_tier?: Tier }) =>
    api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body),
  setActive: (id: string, active: boolean) =>
    api.post<AdminUser>(
      `/api/admin/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
    ),
  passwordReset: (id: string) =>
    api.post<{ message: string }>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`),
  assign: (advisorId: string, studentId: string) =>
    api.put<{ message: string }>(
      `/api/admin/advisors/${encodeURIComponent(advisorId)}/students/${encodeURIComponent(studentId)}`,
    ),
  unassign: (advisorId: string, studentId: string) =>
    api.delete<{ message: string }>(
      `/api/admin/advisors/${encodeURIComponent(advisorId)}/students/${encodeURIComponent(studentId)}`,
    ),
  link: (parentId: string, childId: string) =>
    api.put<{ message: string }>(
      `/api/admin/parent-links/${encodeURIComponent(parentId)}/${encodeURIComponent(childId)}`,
    ),
  /** The family feature's route (it owns parent–child links). */
  unlink: (parentId: string, childId: string) =>
    api.delete<{ message: string }>(
      `/api/admin/parent-links/${encodeURIComponent(parentId)}/${encodeURIComponent(childId)}`,
    ),
};
