import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyLinkKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/family/encouragements: kind words from the student's observers. */
export const getEncouragements = (signal?: AbortSignal) =>
  api.get<ResponseOf<'GET /api/family/encouragements'>>('/api/family/encouragements', { signal });

export const encouragementsQueryOptions = () =>
  queryOptions({
    queryKey: familyLinkKeys.encouragements,
    queryFn: ({ signal }) => getEncouragements(signal),
    select: (d) => d.items,
  });

export const useEncouragements = () => useQuery(encouragementsQueryOptions());
