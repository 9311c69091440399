import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/family/links: invite a child's account by e-mail. */
export function useInviteFamilyLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string, context) =>
      api.post<ResponseOf<'POST /api/family/links'>>(
        '/api/family/links',
        { email },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.links }),
  });
}
