import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { CreateLinkBody, CreatedLink } from '@optio/contracts/evaluator';
import { evaluatorKeys } from './keys';

export const createEvaluatorLinkKey = (childId: string) => [
  ...evaluatorKeys.links(childId),
  'create',
];

/** POST /api/records/evaluator-links: the token comes back once, in this answer only. */
export const createEvaluatorLink = (body: CreateLinkBody, idempotencyKey?: string) =>
  api.post<CreatedLink>('/api/records/evaluator-links', body, { idempotencyKey });

export function useCreateEvaluatorLink(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: createEvaluatorLinkKey(childId),
    mutationFn: (body: Omit<CreateLinkBody, 'student_id'>, context) =>
      createEvaluatorLink({ ...body, student_id: childId }, idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: evaluatorKeys.links(childId) }),
  });
}
