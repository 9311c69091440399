import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { advisorKeys } from './keys';

/** POST /api/messages/with/{userId} */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string, context) =>
      api.post(
        `/api/messages/with/${encodeURIComponent(userId)}`,
        { body },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: advisorKeys.thread(userId) }),
  });
}
