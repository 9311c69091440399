import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';

/** POST /api/family/links: invite a child's account by e-mail. */
export function useInviteFamilyLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string, context) =>
      api.post<{ message: string }>(
        '/api/family/links',
        { email },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.links }),
  });
}
