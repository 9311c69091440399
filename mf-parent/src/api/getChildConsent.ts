import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ChildConsent } from './types';

const base = (childId: string) => `/api/parent/children/${encodeURIComponent(childId)}`;

/**
 * GET /api/parent/children/{id}/consent. Answers only for the parent who gave consent: 403 and 404
 * (another linked parent, a child aged 13 or more without consent) mean "nothing to show".
 */
export const useChildConsent = (childId: string) =>
  useQuery({
    queryKey: familyKeys.consent(childId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ChildConsent>(`${base(childId)}/consent`, { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404))
          return null;
        throw error;
      }
    },
  });
