import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { FriendApproval } from '@optio/contracts/community';
import { familyKeys } from './keys';

/** GET /api/parent/friend-requests: every child's requests waiting for me. */
export const useFriendApprovals = () =>
  useQuery({
    queryKey: familyKeys.friendApprovals,
    queryFn: ({ signal }) =>
      api.get<{ requests: FriendApproval[] }>('/api/parent/friend-requests', { signal }),
  });
