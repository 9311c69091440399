import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { connectionKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/community/friends/activity: friends' recent non-confidential completions. */
export const activityQueryOptions = queryOptions({
  queryKey: connectionKeys.activity,
  queryFn: ({ signal }) =>
    api.get<ResponseOf<'GET /api/community/friends/activity'>>('/api/community/friends/activity', {
      signal,
    }),
});

export const useFriendActivity = (enabled = true) => useQuery({ ...activityQueryOptions, enabled });
