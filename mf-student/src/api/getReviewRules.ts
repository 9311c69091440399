import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ReviewRules } from '@optio/contracts/records';
import { studentKeys } from './keys';

/** Query key of the review rules (the personal-task XP cap and who reviews). */
export const reviewRulesKey = [...studentKeys.all, 'review-rules'] as const;

/** GET /api/records/review-rules. */
export const fetchReviewRules = (signal?: AbortSignal) =>
  api.get<ReviewRules>('/api/records/review-rules', { signal });

export const useReviewRules = () =>
  useQuery({ queryKey: reviewRulesKey, queryFn: ({ signal }) => fetchReviewRules(signal) });
