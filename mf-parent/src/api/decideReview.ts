import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { ReviewDecisionBody, ReviewItem } from '@optio/contracts/records';
import { reviewsKey } from './getReviews';

/** POST /api/reviews/tasks/{taskId}: approve, or return with a comment. */
export const postReviewDecision = (
  taskId: string,
  body: ReviewDecisionBody,
  idempotencyKey?: string,
) =>
  api.post<ReviewItem>(`/api/reviews/tasks/${encodeURIComponent(taskId)}`, body, {
    idempotencyKey,
  });

export const decideReviewKey = ['reviews', 'decide'] as const;

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: decideReviewKey,
    mutationFn: ({ taskId, body }: { taskId: string; body: ReviewDecisionBody }, context) =>
      postReviewDecision(taskId, body, idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
