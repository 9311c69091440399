import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload, type UploadProgress, idempotencyKeyFor } from '@optio/api-client';
import { invalidateLearning } from './invalidate';
import type { CompleteTaskResult } from './types';

export interface CompleteTaskInput {
  text?: string;
  link?: string;
  confidential: boolean;
  files: File[];
  /** Minutes spent, as typed (optional; the server checks 1..1440). */
  minutes?: string;
}

export function completeTaskForm(input: CompleteTaskInput): FormData {
  const form = new FormData();
  if (input.text?.trim()) form.append('text', input.text.trim());
  if (input.link?.trim()) form.append('link', input.link.trim());
  form.append('confidential', input.confidential ? 'true' : 'false');
  if (input.minutes?.trim()) form.append('minutes', input.minutes.trim());
  for (const file of input.files) form.append('files', file, file.name);
  return form;
}

/** POST /api/tasks/{taskId}/complete (multipart, with upload progress). */
export function useCompleteTask(
  questId: string,
  taskId: string,
  onProgress?: (progress: UploadProgress) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteTaskInput, context) =>
      upload<CompleteTaskResult>(
        `/api/tasks/${encodeURIComponent(taskId)}/complete`,
        completeTaskForm(input),
        { onProgress, idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => invalidateLearning(client, questId),
  });
}
