import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { EditableBadge } from '@optio/contracts/badges-admin';
import { adminKeys } from '../../api/keys';

/** GET /api/advisor/badges: admin and educator get every badge here (advisors only their own). */
export const getBadges = (signal?: AbortSignal) =>
  api.get<{ badges: EditableBadge[] }>('/api/advisor/badges', { signal });

export const badgesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.badges, queryFn: ({ signal }) => getBadges(signal) });

export const useBadges = () => useQuery(badgesQueryOptions());
