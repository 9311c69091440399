import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { parentTutorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const enc = encodeURIComponent;

/** GET /api/tutor/parent/conversations/{childId}. */
export const useChildConversations = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.conversations(childId),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/tutor/parent/conversations/:childId'>>(
        `/api/tutor/parent/conversations/${enc(childId)}`,
        { signal },
      ),
  });
