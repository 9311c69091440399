import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ChildConversation } from '@optio/contracts/messages';
import { familyKeys } from './keys';

/** GET /api/parent/children/{childId}/messages/{userId} (under-13 children only). */
export const useChildConversation = (childId: string, userId: string) =>
  useQuery({
    queryKey: familyKeys.conversation(childId, userId),
    queryFn: ({ signal }) =>
      api.get<ChildConversation>(
        `/api/parent/children/${encodeURIComponent(childId)}/messages/${encodeURIComponent(userId)}`,
        { signal },
      ),
  });
