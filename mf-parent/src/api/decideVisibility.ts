import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

/** POST /api/parent/visibility-requests/{id}/approve|decline. */
export function useDecideVisibility(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      api.post(`/api/parent/visibility-requests/${encodeURIComponent(id)}/${decision}`),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.dashboard(childId) }),
  });
}
