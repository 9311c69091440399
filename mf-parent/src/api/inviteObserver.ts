import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const child = (id: string) => encodeURIComponent(id);

/** POST /api/parent/observers/{childId}. */
export function useInviteObserver(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string, context) =>
      api.post<ResponseOf<'POST /api/parent/observers/:childId'>>(
        `/api/parent/observers/${child(childId)}`,
        { email },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.observers(childId) }),
  });
}
