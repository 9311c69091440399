import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { Encouragement, FamilyLinks, Person } from '@optio/contracts/family';

// The student side of family links (api/README.md "Family"): one hook per call.
export type { Encouragement, FamilyLinks, Person };

const keys = {
  links: ['student', 'family', 'links'] as const,
  encouragements: ['student', 'family', 'encouragements'] as const,
};

/** GET /api/family/links. */
export const useFamilyLinks = () =>
  useQuery({
    queryKey: keys.links,
    queryFn: ({ signal }) => api.get<FamilyLinks>('/api/family/links', { signal }),
  });

/** POST /api/family/links: invite a parent by e-mail. */
export function useInviteParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string, context) =>
      api.post<{ message: string }>(
        '/api/family/links',
        { email },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.links }),
  });
}

/** POST /api/family/links/{id}/approve|decline, DELETE /api/family/links/{id}. */
export function useDecideLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' | 'cancel' }) =>
      decision === 'cancel'
        ? api.delete(`/api/family/links/${encodeURIComponent(id)}`)
        : api.post(`/api/family/links/${encodeURIComponent(id)}/${decision}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.links }),
  });
}

/** DELETE /api/family/parents/{id}: a student aged 13 or more removes a linked parent. */
export function useRemoveParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (parentId: string) =>
      api.delete(`/api/family/parents/${encodeURIComponent(parentId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.links }),
  });
}

/** GET /api/family/encouragements: kind words from the student's observers. */
export const useEncouragements = () =>
  useQuery({
    queryKey: keys.encouragements,
    queryFn: ({ signal }) =>
      api.get<{ items: Encouragement[] }>('/api/family/encouragements', { signal }),
    select: (d) => d.items,
  });
