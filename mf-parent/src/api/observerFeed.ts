import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';
import type { FeedItem, Person } from './types';

/** GET /api/observer/students. */
export const useObservedStudents = () =>
  useQuery({
    queryKey: familyKeys.observerStudents,
    queryFn: ({ signal }) => api.get<{ students: Person[] }>('/api/observer/students', { signal }),
    select: (d) => d.students,
  });

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

/** POST /api/observer/cheers/{studentId}. */
export function useCheer(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: { item_kind: FeedItem['kind']; item_id: string }, context) =>
      api.post<{ cheers: number }>(`/api/observer/cheers/${encodeURIComponent(studentId)}`, item, {
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.feed(studentId) }),
  });
}

/** POST /api/observer/encouragements/{studentId}. */
export const useEncourage = (studentId: string) =>
  useMutation({
    mutationFn: (message: string, context) =>
      api.post<{ id: string; held: boolean; held_categories: string[]; message: string }>(
        `/api/observer/encouragements/${encodeURIComponent(studentId)}`,
        { message },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
  });
