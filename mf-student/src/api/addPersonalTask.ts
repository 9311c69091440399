import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { invalidateLearning } from './invalidate';
import type { Pillar, Task } from './types';

export interface PersonalTaskInput {
  title: string;
  description?: string;
  pillar: Pillar;
  xp: number;
}

/** POST /api/quests/{id}/tasks: a personal task on the caller's enrolment. */
export function useAddPersonalTask(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalTaskInput, context) =>
      api.post<Task>(`/api/quests/${encodeURIComponent(questId)}/tasks`, input, {
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: () => invalidateLearning(client, questId),
  });
}
