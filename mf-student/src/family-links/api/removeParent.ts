import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyLinkKeys } from './keys';

/** DELETE /api/family/parents/{id}: a student aged 13 or more removes a linked parent. */
export const removeParent = (parentId: string) =>
  api.delete(`/api/family/parents/${encodeURIComponent(parentId)}`);

export function useRemoveParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeParent,
    onSuccess: () => client.invalidateQueries({ queryKey: familyLinkKeys.links }),
  });
}
