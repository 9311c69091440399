import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';

/** DELETE /api/records/portfolio/items/{id} (past work I uploaded). */
export function useDeletePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/records/portfolio/items/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.portfolio }),
  });
}
