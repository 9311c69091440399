import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ChildMessage } from './types';
import { parentTutorKeys } from './keys';

const enc = encodeURIComponent;

/** GET /api/tutor/parent/conversations/{conversationId}/messages. */
export const useChildMessages = (conversationId: string | null) =>
  useQuery({
    queryKey: parentTutorKeys.messages(conversationId ?? ''),
    enabled: conversationId !== null,
    queryFn: ({ signal }) =>
      api.get<{ messages: ChildMessage[] }>(
        `/api/tutor/parent/conversations/${enc(conversationId ?? '')}/messages`,
        { signal },
      ),
  });
