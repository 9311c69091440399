import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload, type UploadProgress, idempotencyKeyFor } from '@optio/api-client';
import { recordsKeys } from '../records/api/keys';
import { invalidateLearning } from './invalidate';
import type { Task } from './types';

export interface ResubmitTaskInput {
  text?: string;
  link?: string;
  confidential: boolean;
  /** New files to add. */
  files: File[];
  /** Evidence ids of the current files to keep; the others are removed. */
  keep: string[];
}

export function resubmitTaskForm(input: ResubmitTaskInput): FormData {
  const form = new FormData();
  if (input.text?.trim()) form.append('text', input.text.trim());
  if (input.link?.trim()) form.append('link', input.link.trim());
  form.append('confidential', input.confidential ? 'true' : 'false');
  if (input.keep.length > 0) form.append('keep', input.keep.join(','));
  for (const file of input.files) form.append('files', file, file.name);
  return form;
}

/** POST /api/tasks/{taskId}/resubmit (multipart): returned work goes back for review. */
export function useResubmitTask(
  questId: string,
  taskId: string,
  onProgress?: (progress: UploadProgress) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResubmitTaskInput, context) =>
      upload<Task>(`/api/tasks/${encodeURIComponent(taskId)}/resubmit`, resubmitTaskForm(input), {
        onProgress,
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: () =>
      Promise.all([
        invalidateLearning(client, questId),
        client.invalidateQueries({ queryKey: recordsKeys.credits }),
      ]),
  });
}
