import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/parent/friend-requests/{id}/approve|decline. */
export function useDecideFriendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      api.post<ResponseOf<`POST /api/parent/friend-requests/:id/${typeof decision}`>>(
        `/api/parent/friend-requests/${encodeURIComponent(id)}/${decision}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.friendApprovals }),
  });
}
