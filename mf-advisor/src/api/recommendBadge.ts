import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/advisor/students/{id}/recommendations */
export function useRecommendBadge(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { badge_id: string; note?: string }, context) =>
      api.post<ResponseOf<'POST /api/advisor/students/:studentId/recommendations'>>(
        `/api/advisor/students/${encodeURIComponent(studentId)}/recommendations`,
        body,
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: advisorKeys.student(studentId) }),
  });
}
