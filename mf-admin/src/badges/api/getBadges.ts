import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { adminKeys } from '../../api/keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/advisor/badges: admin and educator get every badge here (advisors only their own). */
export const getBadges = (signal?: AbortSignal) =>
  api.get<ResponseOf<'GET /api/advisor/badges'>>('/api/advisor/badges', { signal });

export const badgesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.badges, queryFn: ({ signal }) => getBadges(signal) });

export const useBadges = () => useQuery(badgesQueryOptions());
