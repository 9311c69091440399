import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/observer/feed/{studentId} (the server logs each read for the parent). */
export const useObserverFeed = (studentId: string | undefined) =>
  useQuery({
    queryKey: familyKeys.feed(studentId ?? ''),
    enabled: Boolean(studentId),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/observer/feed/:studentId'>>(
        `/api/observer/feed/${encodeURIComponent(studentId!)}`,
        { signal },
      ),
  });
