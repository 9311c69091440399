import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { PlatformHealth } from '@optio/contracts/platform-runtime';
import { adminKeys } from '../../api/keys';

/** GET /api/admin/platform/health: reachability now, skew and error counts as browsers saw them. */
export const getRuntimeHealth = (signal?: AbortSignal) =>
  api.get<PlatformHealth>('/api/admin/platform/health', { signal });

export const runtimeHealthQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.runtimeHealth,
    queryFn: ({ signal }) => getRuntimeHealth(signal),
    staleTime: 0,
  });

export const useRuntimeHealth = () => useQuery(runtimeHealthQueryOptions());
