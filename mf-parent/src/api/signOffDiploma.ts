import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { DiplomaSignOff } from '@optio/contracts/records';
import { reviewsKey } from './getReviews';

/** POST /api/reviews/students/{studentId}/diploma: sign the diploma off (issues it). */
export const postDiplomaSignOff = (studentId: string, idempotencyKey?: string) =>
  api.post<DiplomaSignOff>(
    `/api/reviews/students/${encodeURIComponent(studentId)}/diploma`,
    {},
    { idempotencyKey },
  );

export const signOffDiplomaKey = ['reviews', 'sign-off'] as const;

export function useSignOffDiploma() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: signOffDiplomaKey,
    mutationFn: (studentId: string, context) =>
      postDiplomaSignOff(studentId, idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
