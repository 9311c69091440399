import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { SafetyReport } from './types';
import { parentTutorKeys } from './keys';

const enc = encodeURIComponent;

/** GET /api/tutor/parent/safety-reports/{childId}. */
export const useSafetyReport = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.report(childId),
    queryFn: ({ signal }) =>
      api.get<SafetyReport>(`/api/tutor/parent/safety-reports/${enc(childId)}`, { signal }),
  });
