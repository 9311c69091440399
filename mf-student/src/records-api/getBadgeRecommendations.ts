import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';

export interface BadgeRecommendation {
  badge_id: string;
  badge_name: string;
  primary_pillar: string;
  note: string | null;
  advisor: { first_name: string; last_name: string };
  created_at: string;
}

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
