import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';

export interface SiteSettings {
  site_name: string;
  logo_url: string | null;
}

export const siteSettingsQueryKey = ['settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsQueryKey,
    queryFn: () => api.get<SiteSettings>('/api/settings'),
    staleTime: 5 * 60_000,
  });
}
