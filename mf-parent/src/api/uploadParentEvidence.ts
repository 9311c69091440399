import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';

export interface ParentEvidenceInput {
  title: string;
  description: string;
  pillar: string;
  link: string;
  work_date: string;
  file: File | null;
}

export function parentEvidenceForm(input: ParentEvidenceInput): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  if (input.description.trim()) form.append('description', input.description.trim());
  if (input.pillar) form.append('pillar', input.pillar);
  if (input.link.trim()) form.append('link', input.link.trim());
  if (input.work_date) form.append('work_date', input.work_date);
  if (input.file) form.append('file', input.file, input.file.name);
  return form;
}

/** POST /api/parent/evidence/{childId} (multipart). */
export function useUploadParentEvidence(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentEvidenceInput, context) =>
      upload<{ id: string; status: 'pending' }>(
        `/api/parent/evidence/${encodeURIComponent(childId)}`,
        parentEvidenceForm(input),
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.child(childId) }),
  });
}
