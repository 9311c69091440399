import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
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
    mutationFn: (input: PersonalTaskInput) =>
      api.post<Task>(`/api/quests/${encodeURIComponent(questId)}/tasks`, input),
    onSuccess: () => invalidateLearning(client, questId),
  });
}
