import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/tutor/conversations/{id}/messages. */
export const useMessages = (conversationId: string | null) =>
  useQuery({
    queryKey: tutorKeys.messages(conversationId ?? ''),
    enabled: conversationId !== null,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/tutor/conversations/:conversationId/messages'>>(
        `/api/tutor/conversations/${encodeURIComponent(conversationId ?? '')}/messages`,
        { signal },
      ),
  });
