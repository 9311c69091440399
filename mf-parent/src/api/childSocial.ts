import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

/** A friend request of an under-13 child that waits for a linked parent (api/README.md). */
export interface FriendApproval {
  id: string;
  child: { id: string; first_name: string; last_name: string };
  /** sent: the child asked someone; accepted: the child accepted someone's request. */
  direction: 'sent' | 'accepted';
  email: string;
  other: { first_name: string; last_name: string; is_adult: boolean } | null;
  created_at: string;
}

export interface ChildThread {
  user: { id: string; first_name: string; last_name: string };
  relation: string | null;
  message_count: number;
  last_message_at: string;
}

export interface ChildMessages {
  /** messages: under 13, conversations can be opened; contacts: 13 to 17, who only. */
  oversight: 'messages' | 'contacts';
  threads: ChildThread[];
}

export interface ChildConversation {
  user: { id: string; first_name: string; last_name: string };
  messages: { id: string; sender_id: string; body: string; created_at: string }[];
}

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
