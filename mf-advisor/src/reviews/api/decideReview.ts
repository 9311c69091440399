import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { ReviewDecisionBody, ReviewItem } from '@optio/contracts/records';
import { advisorKeys } from '../../api/keys';

export interface DecideReviewInput {
  taskId: string;
  body: ReviewDecisionBody;
}

/** POST /api/reviews/tasks/{taskId}: approve, or return with a comment the student sees. */
export const decideReview = ({ taskId, body }: DecideReviewInput, idempotencyKey?: string) =>
  api.post<ReviewItem>(`/api/reviews/tasks/${encodeURIComponent(taskId)}`, body, {
    idempotencyKey,
  });

/** The decided item goes to the page (it keeps showing it as done); the queue is refetched. */
export function useDecideReview({ onSuccess }: { onSuccess?: (item: ReviewItem) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideReviewInput, context) =>
      decideReview(input, idempotencyKeyFor(context)),
    onSuccess: (item) => {
      onSuccess?.(item);
      return client.invalidateQueries({ queryKey: advisorKeys.reviews() });
    },
  });
}
