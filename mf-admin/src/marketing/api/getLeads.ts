import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { Page } from '@optio/contracts/common';
import type { MarketingLead } from '@optio/contracts/leads';
import { filterQuery, marketingKeys, type LeadFilters } from './keys';

export const LEADS_PAGE_SIZE = 20;

/** GET /api/marketing/leads?search=…&kind=…&campaign=…&status=…&page=… */
export const getLeads = (filters: LeadFilters, page: number, signal?: AbortSignal) =>
  api.get<Page<MarketingLead>>('/api/marketing/leads', {
    signal,
    query: { ...filterQuery(filters), page, page_size: LEADS_PAGE_SIZE },
  });

export const leadsQueryOptions = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: marketingKeys.leadPage(filters, page),
    queryFn: ({ signal }) => getLeads(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useLeads = (filters: LeadFilters, page: number) =>
  useQuery(leadsQueryOptions(filters, page));
