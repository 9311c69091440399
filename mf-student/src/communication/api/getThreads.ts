import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys, POLL_MS } from './keys';
import type { ThreadSummary } from './types';

/** GET /api/messages/threads: my conversations, newest first, with unread counts. */
export const useThreads = () =>
  useQuery({
    queryKey: messageKeys.threads,
    queryFn: ({ signal }) =>
      api.get<{ threads: ThreadSummary[] }>('/api/messages/threads', { signal }),
    refetchInterval: POLL_MS,
  });
