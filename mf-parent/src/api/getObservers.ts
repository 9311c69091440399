import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { Observers } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/observers/{childId}: observers, invitations, read log, encouragement. */
export const useObservers = (childId: string) =>
  useQuery({
    queryKey: familyKeys.observers(childId),
    queryFn: ({ signal }) =>
      api.get<Observers>(`/api/parent/observers/${child(childId)}`, { signal }),
  });
