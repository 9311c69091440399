import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/advisor/badges: the badges the caller may edit. */
export function useEditableBadges() {
  return useQuery({
    queryKey: advisorKeys.badges(),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/advisor/badges'>>('/api/advisor/badges', { signal }),
    select: (data) => data.badges,
  });
}
