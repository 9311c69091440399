import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { Thread } from './types';

/** GET /api/messages/with/{userId}: the conversation with a student (messages feature). */
export function useThread(userId: string) {
  return useQuery({
    queryKey: advisorKeys.thread(userId),
    queryFn: ({ signal }) =>
      api.get<Thread>(`/api/messages/with/${encodeURIComponent(userId)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
