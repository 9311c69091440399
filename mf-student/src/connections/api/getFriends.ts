import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { connectionKeys } from './keys';
import type { FriendsOverview } from './types';

/** GET /api/community/friends: my friends and the requests in both directions. */
export const friendsQueryOptions = queryOptions({
  queryKey: connectionKeys.friends,
  queryFn: ({ signal }) => api.get<FriendsOverview>('/api/community/friends', { signal }),
});

export const useFriends = (enabled = true) => useQuery({ ...friendsQueryOptions, enabled });
