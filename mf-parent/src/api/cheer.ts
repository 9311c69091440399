import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';
import type { FeedItem } from './types';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/observer/cheers/{studentId}. */
export function useCheer(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { item_kind: FeedItem['kind']; item_id: string }, context) =>
      api.post<ResponseOf<'POST /api/observer/cheers/:studentId'>>(
        `/api/observer/cheers/${encodeURIComponent(studentId)}`,
        item,
        {
          idempotencyKey: idempotencyKeyFor(context),
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.feed(studentId) }),
  });
}
