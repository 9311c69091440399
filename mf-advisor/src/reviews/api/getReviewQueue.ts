import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ReviewQueue } from '@optio/contracts/records';
import { advisorKeys } from '../../api/keys';

/** GET /api/reviews: pending work of the advisor's assigned students, and diplomas to sign off. */
export const getReviewQueue = (signal?: AbortSignal) =>
  api.get<ReviewQueue>('/api/reviews', { signal });

export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: advisorKeys.reviews(),
    queryFn: ({ signal }) => getReviewQueue(signal),
  });

export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());
