import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BadgeInput } from '@optio/contracts';
import { api, upload, idempotencyKeyFor } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { EditableBadge, QuestRef } from './types';

/** GET /api/advisor/badges: the badges the caller may edit. */
export function useEditableBadges() {
  return useQuery({
    queryKey: advisorKeys.badges(),
    queryFn: ({ signal }) =>
      api.get<{ badges: EditableBadge[] }>('/api/advisor/badges', { signal }),
    select: (data) => data.badges,
  });
}

/** GET /api/advisor/badges/{id} */
export function useBadge(id: string | undefined) {
  return useQuery({
    queryKey: advisorKeys.badge(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<EditableBadge>(`/api/advisor/badges/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

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

/** GET /api/quests: the active catalogue, searched (for linking quests to a badge). */
export function useQuestSearch(search: string) {
  return useQuery({
    queryKey: advisorKeys.quests(search),
    queryFn: ({ signal }) =>
      api.get<{ items: QuestRef[] }>('/api/quests', {
        signal,
        query: { search: search || undefined, page_size: 8 },
      }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}
