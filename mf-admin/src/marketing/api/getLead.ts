import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { MarketingLead } from '@optio/contracts/leads';
import { adminKeys } from '../../api/keys';

/** GET /api/marketing/leads/{id} */
export const getLead = (id: string, signal?: AbortSignal) =>
  api.get<MarketingLead>(`/api/marketing/leads/${encodeURIComponent(id)}`, { signal });

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.lead(id),
    queryFn: ({ signal }) => getLead(id, signal),
    staleTime: 0,
  });

export const useLead = (id: string) => useQuery(leadQueryOptions(id));
