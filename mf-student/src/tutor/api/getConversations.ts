import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/tutor/conversations. */
export const useConversations = () =>
  useQuery({
    queryKey: tutorKeys.conversations,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/tutor/conversations'>>('/api/tutor/conversations', { signal }),
    select: (data) => data.conversations,
  });
