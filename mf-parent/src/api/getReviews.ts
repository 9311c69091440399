import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ReviewQueue } from '@optio/contracts/records';

/** Query key of the review queue (review before credit). */
export const reviewsKey = ['reviews', 'queue'] as const;

/** GET /api/reviews: pending work of the children this parent reviews, diplomas to sign. */
export const fetchReviews = (signal?: AbortSignal) =>
  api.get<ReviewQueue>('/api/reviews', { signal });

export const useReviews = () =>
  useQuery({ queryKey: reviewsKey, queryFn: ({ signal }) => fetchReviews(signal) });
