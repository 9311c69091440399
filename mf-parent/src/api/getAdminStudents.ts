import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { AdminUser } from '@optio/contracts/admin';
import type { Page } from '@optio/contracts/common';
import { familyKeys } from './keys';

/** GET /api/admin/users?role=student: an admin's search for a student's family view. */
export const getAdminStudents = (search: string, signal?: AbortSignal) =>
  api.get<Page<AdminUser>>(
    `/api/admin/users?role=student&page_size=20&search=${encodeURIComponent(search)}`,
    { signal },
  );

export const adminStudentsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: familyKeys.adminStudents(search),
    queryFn: ({ signal }) => getAdminStudents(search, signal),
  });

export const useAdminStudents = (search: string) => useQuery(adminStudentsQueryOptions(search));
