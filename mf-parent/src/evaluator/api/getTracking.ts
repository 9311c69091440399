import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { Tracking } from '@optio/contracts/evaluator';
import { evaluatorKeys } from './keys';

export const trackingKey = evaluatorKeys.tracking;

/** GET /api/parent/children/{childId}/tracking. */
export const getTracking = (childId: string, signal?: AbortSignal) =>
  api.get<Tracking>(`/api/parent/children/${encodeURIComponent(childId)}/tracking`, { signal });

export const useTracking = (childId: string) =>
  useQuery({
    queryKey: trackingKey(childId),
    queryFn: ({ signal }) => getTracking(childId, signal),
  });
