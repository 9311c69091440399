import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { invalidateLearning } from './invalidate';
import type { Task } from './types';

/** PATCH /api/tasks/{taskId} { due_date }. */
export function useSetTaskDueDate(questId: string, taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dueDate: string | null) =>
      api.patch<Task>(`/api/tasks/${encodeURIComponent(taskId)}`, { due_date: dueDate }),
    onSuccess: () => invalidateLearning(client, questId),
  });
}
