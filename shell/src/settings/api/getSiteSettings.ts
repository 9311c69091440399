import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { PublicSettings } from '@optio/contracts/settings';
import { shellKeys } from './keys';

/** GET /api/settings: the site's name and logo for the top bar and the footer. */
export const getSiteSettings = () => api.get<PublicSettings>('/api/settings');

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.settings,
    queryFn: () => getSiteSettings(),
    staleTime: 5 * 60_000,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
