import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { Conversation } from './types';

/** GET /api/tutor/conversations. */
export const useConversations = () =>
  useQuery({
    queryKey: tutorKeys.conversations,
    queryFn: ({ signal }) =>
      api.get<{ conversations: Conversation[] }>('/api/tutor/conversations', { signal }),
    select: (data) => data.conversations,
  });
