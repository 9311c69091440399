import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { ResponseOf } from '@optio/contracts/endpoints';
import { invalidateLearning } from '../../api/invalidate';

export type TaskTime = ResponseOf<'PUT /api/tasks/:taskId/time'>;

export const setTaskTimeKey = (taskId: string) => ['tasks', taskId, 'time'] as const;

/** PUT /api/tasks/{taskId}/time: the minutes spent on a completed task (null clears them). */
export const setTaskTime = (taskId: string, minutes: number | null, idempotencyKey?: string) =>
  api.put<TaskTime>(
    `/api/tasks/${encodeURIComponent(taskId)}/time`,
    { minutes },
    { idempotencyKey },
  );

export function useSetTaskTime(questId: string, taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: setTaskTimeKey(taskId),
    mutationFn: (minutes: number | null, context) =>
      setTaskTime(taskId, minutes, idempotencyKeyFor(context)),
    onSuccess: () => invalidateLearning(client, questId),
  });
}
