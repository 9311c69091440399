import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { studentKeys } from './keys';
import type { Dashboard } from './types';

/** GET /api/users/dashboard. */
export const dashboardQueryOptions = queryOptions({
  queryKey: studentKeys.dashboard,
  queryFn: ({ signal }) => api.get<Dashboard>('/api/users/dashboard', { signal }),
});

export const useDashboard = () => useQuery(dashboardQueryOptions);
