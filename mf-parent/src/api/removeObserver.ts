import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

const child = (id: string) => encodeURIComponent(id);

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
