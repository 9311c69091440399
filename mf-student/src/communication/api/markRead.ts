import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const withPath = (userId: string) => `/api/messages/with/${encodeURIComponent(userId)}`;

/** POST /api/messages/with/{userId}/read: their messages to me are read now. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<ResponseOf<'POST /api/messages/with/:userId/read'>>(`${withPath(userId)}/read`),
    onSuccess: async (res) => {
      client.setQueryData(messageKeys.unread, { unread: res.unread });
      await client.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}
