import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';
import { familyLinkKeys } from './keys';

/** POST /api/family/links: invite a parent by e-mail. */
export const inviteParent = (email: string, idempotencyKey?: string) =>
  api.post<MessageResponse>('/api/family/links', { email }, { idempotencyKey });

export function useInviteParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string, context) => inviteParent(email, idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: familyLinkKeys.links }),
  });
}
