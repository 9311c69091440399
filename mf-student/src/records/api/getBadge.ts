import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Badge } from './types';

/** GET /api/records/badges/{id}. */
export const useBadge = (id: string) =>
  useQuery({
    queryKey: recordsKeys.badge(id),
    queryFn: ({ signal }) =>
      api.get<Badge>(`/api/records/badges/${encodeURIComponent(id)}`, { signal }),
  });
