import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { CampaignReport } from '@optio/contracts/leads';
import { adminKeys } from '../../api/keys';

/** GET /api/marketing/campaigns?from=YYYY-MM-DD&to=YYYY-MM-DD */
export const getCampaigns = (from: string, to: string, signal?: AbortSignal) =>
  api.get<CampaignReport>('/api/marketing/campaigns', { signal, query: { from, to } });

export const campaignsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.campaigns(from, to),
    queryFn: ({ signal }) => getCampaigns(from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: Boolean(from && to),
  });

export const useCampaigns = (from: string, to: string) => useQuery(campaignsQueryOptions(from, to));
