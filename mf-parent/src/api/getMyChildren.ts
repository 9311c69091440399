import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/parents/my-children: the children linked to the signed-in parent. */
export const getMyChildren = (signal?: AbortSignal) =>
  api.get<ResponseOf<'GET /api/parents/my-children'>>('/api/parents/my-children', { signal });

export const myChildrenQueryOptions = () =>
  queryOptions({
    queryKey: familyKeys.myChildren,
    queryFn: ({ signal }) => getMyChildren(signal),
    select: (data) => data.children,
  });

export const useMyChildren = () => useQuery(myChildrenQueryOptions());
