import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BadgeInput } from '@optio/contracts';
import { api, upload, idempotencyKeyFor } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { EditableBadge } from './types';

/** POST /api/advisor/badges or PUT /api/advisor/badges/{id}, then the image if one was chosen. */
export function useSaveBadge(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    // One key for both steps: a retry after the image failed replays the creation.
    mutationFn: async ({ input, image }: { input: BadgeInput; image: File | null }, context) => {
      const idempotencyKey = idempotencyKeyFor(context);
      const saved = id
        ? await api.put<EditableBadge>(`/api/advisor/badges/${encodeURIComponent(id)}`, input)
        : await api.post<EditableBadge>('/api/advisor/badges', input, { idempotencyKey });
      if (!image) return saved;
      const form = new FormData();
      form.append('image', image, image.name);
      return upload<EditableBadge>(
        `/api/advisor/badges/${encodeURIComponent(saved.id)}/image`,
        form,
        { method: 'PUT', idempotencyKey },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: advisorKeys.all }),
  });
}
