import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@optio/api-client';
import { download } from '../components/download';
import { myChildrenQueryKey } from '../family/useMyChildren';
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

/** GET /api/parent/children/{id}/export, saved as a JSON file. */
export const downloadChildData = (childId: string, fileName: string) =>
  download(`${base(childId)}/export`, fileName);

/** POST /api/parent/children/{id}/consent/withdraw. */
export function useWithdrawConsent(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${base(childId)}/consent/withdraw`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.consent(childId) }),
  });
}

/** POST /api/parent/children/{id}/delete with the child's first name as confirmation. */
export function useDeleteChild(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => api.post(`${base(childId)}/delete`, { confirm }),
    onSuccess: () => client.invalidateQueries({ queryKey: myChildrenQueryKey }),
  });
}
