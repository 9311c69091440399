import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { User } from '@optio/contracts';
import { familyKeys } from './keys';

/** GET /api/parents/my-children: the children linked to the signed-in parent. */
export const getMyChildren = (signal?: AbortSignal) =>
  api.get<{ children: User[] }>('/api/parents/my-children', { signal });

export const myChildrenQueryOptions = () =>
  queryOptions({
    queryKey: familyKeys.myChildren,
    queryFn: ({ signal }) => getMyChildren(signal),
    select: (data) => data.children,
  });

export const useMyChildren = () => useQuery(myChildrenQueryOptions());
