import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { Conversation, TutorMode } from './types';

/** POST /api/tutor/conversations. */
export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { mode: TutorMode; title?: string }) =>
      api.post<Conversation>('/api/tutor/conversations', input),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.conversations }),
  });
}
