import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys, POLL_MS } from './keys';
import type { ThreadsResponse } from './types';

/** GET /api/messages/threads: my conversations, newest first, with unread counts, and what my parents may see. */
export const useThreads = () =>
  useQuery({
    queryKey: messageKeys.threads,
    queryFn: ({ signal }) => api.get<ThreadsResponse>('/api/messages/threads', { signal }),
    refetchInterval: POLL_MS,
  });
