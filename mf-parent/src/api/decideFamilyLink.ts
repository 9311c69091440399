import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

export type LinkDecision = 'approve' | 'decline' | 'cancel';

/** POST /api/family/links/{id}/approve|decline, DELETE /api/family/links/{id} (cancel). */
export function useDecideFamilyLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: LinkDecision }) =>
      decision === 'cancel'
        ? api.delete(`/api/family/links/${encodeURIComponent(id)}`)
        : api.post(`/api/family/links/${encodeURIComponent(id)}/${decision}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: familyKeys.links }),
        client.invalidateQueries({ queryKey: familyKeys.myChildren }),
      ]),
  });
}
