import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { BadgeRecommendation } from '@optio/contracts/advisors';
import { recordsKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

export type { BadgeRecommendation };

/** GET /api/me/badge-recommendations: badges my advisors suggested, newest first. */
export const useBadgeRecommendations = () =>
  useQuery({
    queryKey: recordsKeys.recommendations,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/me/badge-recommendations'>>('/api/me/badge-recommendations', {
        signal,
      }),
    select: (data) => data.recommendations,
  });
