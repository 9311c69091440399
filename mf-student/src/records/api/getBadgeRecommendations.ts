import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { BadgeRecommendation } from '@optio/contracts/advisors';
import { recordsKeys } from './keys';

export type { BadgeRecommendation };

/** GET /api/me/badge-recommendations: badges my advisors suggested, newest first. */
export const useBadgeRecommendations = () =>
  useQuery({
    queryKey: recordsKeys.recommendations,
    queryFn: ({ signal }) =>
      api.get<{ recommendations: BadgeRecommendation[] }>('/api/me/badge-recommendations', {
        signal,
      }),
    select: (data) => data.recommendations,
  });
