import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { Conversation, TutorMode } from './types';

/** POST /api/tutor/conversations. */
export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { mode: TutorMode; title?: string }, context) =>
      api.post<Conversation>('/api/tutor/conversations', input, {
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.conversations }),
  });
}
