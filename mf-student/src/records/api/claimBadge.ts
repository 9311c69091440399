import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Badge } from './types';

/** POST /api/records/badges/{id}/claim. */
export function useClaimBadge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, context) =>
      api.post<Badge>(`/api/records/badges/${encodeURIComponent(id)}/claim`, undefined, {
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: async (badge) => {
      client.setQueryData(recordsKeys.badge(id), badge);
      await client.invalidateQueries({ queryKey: recordsKeys.badges, exact: true });
    },
  });
}
