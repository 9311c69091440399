import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { FamilyReviewSettings } from '@optio/contracts/records';
import { reviewsKey } from './getReviews';

/** Query key of a child's review setting. */
export const familyReviewKey = (childId: string) => ['reviews', 'family', childId] as const;

/** GET /api/reviews/family/{childId}. */
export const fetchFamilyReview = (childId: string, signal?: AbortSignal) =>
  api.get<FamilyReviewSettings>(`/api/reviews/family/${encodeURIComponent(childId)}`, { signal });

export const useFamilyReview = (childId: string) =>
  useQuery({
    queryKey: familyReviewKey(childId),
    queryFn: ({ signal }) => fetchFamilyReview(childId, signal),
  });

/** PUT /api/reviews/family/{childId}: let a parent review this child, or not. */
export function useSetFamilyReview(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (parentReview: boolean, context) =>
      api.put<FamilyReviewSettings>(
        `/api/reviews/family/${encodeURIComponent(childId)}`,
        { parent_review: parentReview },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: (data) => {
      client.setQueryData(familyReviewKey(childId), data);
      void client.invalidateQueries({ queryKey: reviewsKey });
    },
  });
}
