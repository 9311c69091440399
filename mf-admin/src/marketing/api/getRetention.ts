import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { LeadRetention } from '@optio/contracts/leads';
import { adminKeys } from '../../api/keys';

/** GET /api/marketing/retention: months a lead is kept before the sweep deletes it. */
export const getRetention = (signal?: AbortSignal) =>
  api.get<LeadRetention>('/api/marketing/retention', { signal });

export const retentionQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.retention,
    queryFn: ({ signal }) => getRetention(signal),
  });

export const useRetention = () => useQuery(retentionQueryOptions());
