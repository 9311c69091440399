import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { Conversation, TutorMessage } from './types';

/** GET /api/tutor/conversations/{id}/messages. */
export const useMessages = (conversationId: string | null) =>
  useQuery({
    queryKey: tutorKeys.messages(conversationId ?? ''),
    enabled: conversationId !== null,
    queryFn: ({ signal }) =>
      api.get<{ conversation: Conversation; messages: TutorMessage[] }>(
        `/api/tutor/conversations/${encodeURIComponent(conversationId ?? '')}/messages`,
        { signal },
      ),
  });
