import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { messageKeys } from './keys';
import type { DirectMessage, Thread } from './types';

const withPath = (userId: string) => `/api/messages/with/${encodeURIComponent(userId)}`;

/** POST /api/messages/with/{userId}: appends the sent message to the open thread at once. */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string, context) =>
      api.post<DirectMessage>(
        withPath(userId),
        { body },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: async (message) => {
      client.setQueryData<Thread>(messageKeys.thread(userId), (old) =>
        old ? { ...old, messages: [...old.messages, message] } : old,
      );
      await client.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}
