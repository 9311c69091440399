import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../api/keys';
import { checkRegistry } from '../remoteHealth';

/** The registry and every remote's manifest, fetched afresh on every check. */
export const platformHealthQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.platformHealth,
    queryFn: () => checkRegistry(),
    staleTime: 0,
  });

export const usePlatformHealth = () => useQuery(platformHealthQueryOptions());
