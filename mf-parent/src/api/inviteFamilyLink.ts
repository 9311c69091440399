import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';

/** POST /api/family/links: invite a child's account by e-mail. */
export function useInviteFamilyLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/family/links', { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.links }),
  });
}
