import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys, POLL_MS } from './keys';
import type { Thread } from './types';

/** GET /api/messages/with/{userId}: the conversation with one person, oldest first. */
export const useThread = (userId: string | null) =>
  useQuery({
    queryKey: messageKeys.thread(userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<Thread>(`/api/messages/with/${encodeURIComponent(userId ?? '')}`, { signal }),
    enabled: userId !== null,
    refetchInterval: POLL_MS,
  });
