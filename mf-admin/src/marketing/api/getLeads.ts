import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { LeadKind, LeadStatus } from '@optio/contracts';
import type { Page } from '@optio/contracts/common';
import type { MarketingLead } from '@optio/contracts/leads';
import { adminKeys } from '../../api/keys';

export const LEADS_PAGE_SIZE = 20;

/** The inbox's filter as the screens hold it ('' for "any"). */
export interface LeadFilters {
  search: string;
  kind: LeadKind | '';
  campaign: string;
  status: LeadStatus | '';
}

/** The filter as query parameters (empty ones left out). */
export const filterQuery = (f: LeadFilters) => ({
  search: f.search || undefined,
  kind: f.kind || undefined,
  campaign: f.campaign || undefined,
  status: f.status || undefined,
});

/** GET /api/marketing/leads?search=…&kind=…&campaign=…&status=…&page=… */
export const getLeads = (filters: LeadFilters, page: number, signal?: AbortSignal) =>
  api.get<Page<MarketingLead>>('/api/marketing/leads', {
    signal,
    query: { ...filterQuery(filters), page, page_size: LEADS_PAGE_SIZE },
  });

export const leadsQueryOptions = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: adminKeys.leadPage(filters, page),
    queryFn: ({ signal }) => getLeads(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useLeads = (filters: LeadFilters, page: number) =>
  useQuery(leadsQueryOptions(filters, page));
