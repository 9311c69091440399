import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys, POLL_MS } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/messages/unread-count: messages to me not yet read (for a badge on the tab). */
export const useUnreadCount = () =>
  useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/messages/unread-count'>>('/api/messages/unread-count', {
        signal,
      }),
    refetchInterval: POLL_MS,
  });
