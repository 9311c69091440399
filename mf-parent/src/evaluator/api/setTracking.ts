import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import type { TargetsBody, Tracking } from '@optio/contracts/evaluator';
import { evaluatorKeys } from './keys';

export const setTrackingKey = (childId: string) => [...evaluatorKeys.tracking(childId), 'set'];

/** PUT /api/parent/children/{childId}/tracking: the year's targets and the due date. */
export const setTracking = (childId: string, body: TargetsBody, idempotencyKey?: string) =>
  api.put<Tracking>(`/api/parent/children/${encodeURIComponent(childId)}/tracking`, body, {
    idempotencyKey,
  });

export function useSetTracking(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: setTrackingKey(childId),
    mutationFn: (body: TargetsBody, context) =>
      setTracking(childId, body, idempotencyKeyFor(context)),
    onSuccess: (data) => client.setQueryData(evaluatorKeys.tracking(childId), data),
  });
}
