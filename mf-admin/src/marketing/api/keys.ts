import type { LeadKind, LeadStatus } from '@optio/contracts';

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

/** Query keys of marketing's screens (issue #22). */
export const marketingKeys = {
  all: ['marketing'] as const,
  leads: ['marketing', 'leads'] as const,
  leadPage: (f: LeadFilters, page: number) => ['marketing', 'leads', f, page] as const,
  lead: (id: string) => ['marketing', 'lead', id] as const,
  retention: ['marketing', 'retention'] as const,
  campaigns: (from: string, to: string) => ['marketing', 'campaigns', from, to] as const,
};
