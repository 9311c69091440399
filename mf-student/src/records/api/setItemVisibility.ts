import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';

/** PUT /api/records/portfolio/items/{id}/visibility. */
export function useSetItemVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      api.put(`/api/records/portfolio/items/${encodeURIComponent(id)}/visibility`, {
        is_public: isPublic,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.portfolio }),
  });
}
