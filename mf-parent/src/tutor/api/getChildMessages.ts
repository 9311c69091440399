import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { parentTutorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const enc = encodeURIComponent;

/** GET /api/tutor/parent/conversations/{conversationId}/messages. */
export const useChildMessages = (conversationId: string | null) =>
  useQuery({
    queryKey: parentTutorKeys.messages(conversationId ?? ''),
    enabled: conversationId !== null,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/tutor/parent/conversations/:conversationId/messages'>>(
        `/api/tutor/parent/conversations/${enc(conversationId ?? '')}/messages`,
        { signal },
      ),
  });
