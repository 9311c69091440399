import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { EditableBadge } from './types';

/** GET /api/advisor/badges/{id} */
export function useBadge(id: string | undefined) {
  return useQuery({
    queryKey: advisorKeys.badge(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<EditableBadge>(`/api/advisor/badges/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}
