import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyLinkKeys } from './keys';

export type LinkDecision = 'approve' | 'decline' | 'cancel';

/** POST /api/family/links/{id}/approve|decline, DELETE /api/family/links/{id} (cancel). */
export const decideLink = ({ id, decision }: { id: string; decision: LinkDecision }) =>
  decision === 'cancel'
    ? api.delete(`/api/family/links/${encodeURIComponent(id)}`)
    : api.post(`/api/family/links/${encodeURIComponent(id)}/${decision}`);

export function useDecideLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideLink,
    onSuccess: () => client.invalidateQueries({ queryKey: familyLinkKeys.links }),
  });
}
