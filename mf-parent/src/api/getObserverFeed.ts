import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { FeedItem } from './types';

/** GET /api/observer/feed/{studentId} (the server logs each read for the parent). */
export const useObserverFeed = (studentId: string | undefined) =>
  useQuery({
    queryKey: familyKeys.feed(studentId ?? ''),
    enabled: Boolean(studentId),
    queryFn: ({ signal }) =>
      api.get<{ student: { id: string; first_name: string }; items: FeedItem[] }>(
        `/api/observer/feed/${encodeURIComponent(studentId!)}`,
        { signal },
      ),
  });
