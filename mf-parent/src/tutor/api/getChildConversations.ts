import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ChildConversation } from './types';
import { parentTutorKeys } from './keys';

const enc = encodeURIComponent;

/** GET /api/tutor/parent/conversations/{childId}. */
export const useChildConversations = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.conversations(childId),
    queryFn: ({ signal }) =>
      api.get<{ monitoring: boolean; conversations: ChildConversation[] }>(
        `/api/tutor/parent/conversations/${enc(childId)}`,
        { signal },
      ),
  });
