import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';

/** POST /api/records/portfolio/items/{id}/accept or /decline (work a parent documented). */
export function useDecideParentItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) =>
      api.post(`/api/records/portfolio/items/${encodeURIComponent(id)}/${decision}`),
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.portfolio }),
  });
}
