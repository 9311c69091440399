import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/records/badges: every badge with my progress. */
export const useBadges = () =>
  useQuery({
    queryKey: recordsKeys.badges,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/records/badges'>>('/api/records/badges', { signal }),
    select: (data) => data.badges,
  });
