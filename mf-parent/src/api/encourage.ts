import { useMutation } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/observer/encouragements/{studentId}. */
export const useEncourage = (studentId: string) =>
  useMutation({
    mutationFn: (message: string, context) =>
      api.post<ResponseOf<'POST /api/observer/encouragements/:studentId'>>(
        `/api/observer/encouragements/${encodeURIComponent(studentId)}`,
        { message },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
  });
