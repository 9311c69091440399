import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { studentKeys } from './keys';
import type { Constellation } from './types';

/** GET /api/users/dashboard/constellation (completed tasks only). */
export const constellationQueryOptions = queryOptions({
  queryKey: studentKeys.constellation,
  queryFn: ({ signal }) => api.get<Constellation>('/api/users/dashboard/constellation', { signal }),
});

export const useConstellation = () => useQuery(constellationQueryOptions);
