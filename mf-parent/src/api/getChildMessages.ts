import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ChildMessages } from '@optio/contracts/messages';
import { familyKeys } from './keys';

/** GET /api/parent/children/{childId}/messages (403 once the child is 18: nothing to show). */
export const useChildMessages = (childId: string) =>
  useQuery({
    queryKey: familyKeys.messages(childId),
    queryFn: ({ signal }) =>
      api.get<ChildMessages>(`/api/parent/children/${encodeURIComponent(childId)}/messages`, {
        signal,
      }),
    retry: false,
  });
