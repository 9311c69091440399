import { useMutation } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';

/** POST /api/observer/encouragements/{studentId}. */
export const useEncourage = (studentId: string) =>
  useMutation({
    mutationFn: (message: string, context) =>
      api.post<{ id: string; held: boolean; held_categories: string[]; message: string }>(
        `/api/observer/encouragements/${encodeURIComponent(studentId)}`,
        { message },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
  });
