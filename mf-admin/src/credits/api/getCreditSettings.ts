import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { CreditSettings } from '@optio/contracts/records';
import { adminKeys } from '../../api/keys';

/** GET /api/admin/credit-settings */
export const getCreditSettings = () => api.get<CreditSettings>('/api/admin/credit-settings');

export const creditSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.creditSettings, queryFn: () => getCreditSettings() });

export const useCreditSettings = () => useQuery(creditSettingsQueryOptions());
