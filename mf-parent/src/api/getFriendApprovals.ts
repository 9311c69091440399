import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/parent/friend-requests: every child's requests waiting for me. */
export const useFriendApprovals = () =>
  useQuery({
    queryKey: familyKeys.friendApprovals,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/parent/friend-requests'>>('/api/parent/friend-requests', {
        signal,
      }),
  });
