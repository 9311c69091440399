import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { EditableBadge } from './types';

/** GET /api/advisor/badges: the badges the caller may edit. */
export function useEditableBadges() {
  return useQuery({
    queryKey: advisorKeys.badges(),
    queryFn: ({ signal }) =>
      api.get<{ badges: EditableBadge[] }>('/api/advisor/badges', { signal }),
    select: (data) => data.badges,
  });
}
