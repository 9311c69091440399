import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
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

/** POST /api/parent/observers/{childId}. */
export function useInviteObserver(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string, context) =>
      api.post<{ message: string }>(
        `/api/parent/observers/${child(childId)}`,
        { email },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.observers(childId) }),
  });
}

/** DELETE /api/parent/observers/{childId}/{observerId} or /api/parent/observer-invitations/{id}. */
export function useRemoveObserver(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'observer' | 'invitation'; id: string }) =>
      kind === 'observer'
        ? api.delete(`/api/parent/observers/${child(childId)}/${encodeURIComponent(id)}`)
        : api.delete(`/api/parent/observer-invitations/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.observers(childId) }),
  });
}
