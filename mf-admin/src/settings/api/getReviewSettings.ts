import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ReviewSettings } from '@optio/contracts/records';
import { adminKeys } from '../../api/keys';

/** GET /api/admin/review-settings: advisor review required or not, the personal-task XP cap. */
export const getReviewSettings = (signal?: AbortSignal) =>
  api.get<ReviewSettings>('/api/admin/review-settings', { signal });

export const reviewSettingsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: adminKeys.reviewSettings,
    queryFn: ({ signal }) => getReviewSettings(signal),
    enabled,
  });

export const useReviewSettings = (enabled: boolean) =>
  useQuery(reviewSettingsQueryOptions(enabled));
