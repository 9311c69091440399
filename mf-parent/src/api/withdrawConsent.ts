import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

const base = (childId: string) => `/api/parent/children/${encodeURIComponent(childId)}`;

/** POST /api/parent/children/{id}/consent/withdraw. */
export function useWithdrawConsent(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${base(childId)}/consent/withdraw`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.consent(childId) }),
  });
}
