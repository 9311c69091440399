import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { SiteSettings } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

/** GET /api/admin/settings: the public settings and the upload quota (admin only). */
export const getAdminSettings = () => api.get<SiteSettings>('/api/admin/settings');

export const adminSettingsQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: () => getAdminSettings(), enabled });

export const useAdminSettings = (enabled: boolean) => useQuery(adminSettingsQueryOptions(enabled));
