import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { DiplomaSignOff } from '@optio/contracts/records';
import { advisorKeys } from '../../api/keys';

/** POST /api/reviews/students/{studentId}/diploma: sign the diploma off, which issues it. */
export const signOffDiploma = (studentId: string, idempotencyKey?: string) =>
  api.post<DiplomaSignOff>(
    `/api/reviews/students/${encodeURIComponent(studentId)}/diploma`,
    {},
    { idempotencyKey },
  );

export function useSignOffDiploma({
  onSuccess,
}: { onSuccess?: (signed: DiplomaSignOff) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string, context) =>
      signOffDiploma(studentId, idempotencyKeyFor(context)),
    onSuccess: (signed) => {
      onSuccess?.(signed);
      return client.invalidateQueries({ queryKey: advisorKeys.reviews() });
    },
  });
}
