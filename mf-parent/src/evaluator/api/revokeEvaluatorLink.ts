import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { EvaluatorLink } from '@optio/contracts/evaluator';
import { evaluatorKeys } from './keys';

export const revokeEvaluatorLinkKey = (childId: string) => [
  ...evaluatorKeys.links(childId),
  'revoke',
];

/** DELETE /api/records/evaluator-links/{id}. */
export const revokeEvaluatorLink = (id: string) =>
  api.delete<EvaluatorLink>(`/api/records/evaluator-links/${encodeURIComponent(id)}`);

export function useRevokeEvaluatorLink(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: revokeEvaluatorLinkKey(childId),
    mutationFn: (id: string) => revokeEvaluatorLink(id),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluatorKeys.links(childId) }),
  });
}
