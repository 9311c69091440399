import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { Evaluation, EvaluationBody, EvaluatorPortfolio } from '@optio/contracts/evaluator';
import { evaluatorPortfolioKey } from './getEvaluatorPortfolio';

export const recordEvaluationKey = (token: string) => ['evaluate', token, 'evaluation'] as const;

/** POST /api/evaluate/{token}/evaluation: recorded once per link. */
export const recordEvaluation = (token: string, body: EvaluationBody, idempotencyKey?: string) =>
  api.post<Evaluation>(`/api/evaluate/${encodeURIComponent(token)}/evaluation`, body, {
    idempotencyKey,
  });

export function useRecordEvaluation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: recordEvaluationKey(token),
    mutationFn: (body: EvaluationBody, context) =>
      recordEvaluation(token, body, idempotencyKeyFor(context)),
    // Shown at once without reading (and auditing) the portfolio again.
    onSuccess: (evaluation) =>
      client.setQueryData<EvaluatorPortfolio>(evaluatorPortfolioKey(token), (old) =>
        old ? { ...old, evaluations: [evaluation, ...old.evaluations] } : old,
      ),
  });
}
