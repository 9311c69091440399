import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { FriendApproval } from '@optio/contracts/community';
import type { ChildConversation, ChildMessages } from '@optio/contracts/messages';
import { familyKeys } from './keys';

export type { FriendApproval, ChildConversation, ChildMessages };
export type { ChildThread } from '@optio/contracts/messages';

/** GET /api/parent/friend-requests: every child's requests waiting for me. */
export const useFriendApprovals = () =>
  useQuery({
    queryKey: familyKeys.friendApprovals,
    queryFn: ({ signal }) =>
      api.get<{ requests: FriendApproval[] }>('/api/parent/friend-requests', { signal }),
  });

/** POST /api/parent/friend-requests/{id}/approve|decline. */
export function useDecideFriendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      api.post<{ message: string }>(
        `/api/parent/friend-requests/${encodeURIComponent(id)}/${decision}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.friendApprovals }),
  });
}

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
