import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { PublicSettings } from '@optio/contracts/settings';
import { adminKeys } from '../../api/keys';

/** GET /api/settings: the public settings (the shell's top bar reads the same key). */
export const getSettings = () => api.get<PublicSettings>('/api/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.publicSettings, queryFn: () => getSettings() });

export const useSettings = () => useQuery(settingsQueryOptions());
