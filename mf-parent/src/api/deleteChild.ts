import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

const base = (childId: string) => `/api/parent/children/${encodeURIComponent(childId)}`;

/** POST /api/parent/children/{id}/delete with the child's first name as confirmation. */
export function useDeleteChild(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => api.post(`${base(childId)}/delete`, { confirm }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.myChildren }),
  });
}
