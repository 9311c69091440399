import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload, type UploadProgress, idempotencyKeyFor } from '@optio/api-client';
import type { Pillar } from '../../api/types';
import { recordsKeys } from './keys';
import type { PortfolioItem } from './types';

export const ITEM_TITLE_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 5000;

export interface PastWorkInput {
  title: string;
  description: string;
  pillar: Pillar | '';
  workDate: string;
  link: string;
  isPublic: boolean;
  confidential: boolean;
  file: File | null;
}

export function pastWorkForm(input: PastWorkInput): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  if (input.description.trim()) form.append('description', input.description.trim());
  if (input.pillar) form.append('pillar', input.pillar);
  if (input.workDate) form.append('work_date', input.workDate);
  if (input.link.trim()) form.append('link', input.link.trim());
  form.append('is_public', String(input.isPublic && !input.confidential));
  form.append('confidential', String(input.confidential));
  if (input.file) form.append('file', input.file, input.file.name);
  return form;
}

/** POST /api/records/portfolio/items (multipart, with upload progress). */
export function useUploadPortfolioItem(onProgress?: (p: UploadProgress) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PastWorkInput, context) =>
      upload<PortfolioItem>('/api/records/portfolio/items', pastWorkForm(input), {
        onProgress,
        idempotencyKey: idempotencyKeyFor(context),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordsKeys.portfolio }),
  });
}
