import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ChildTutorSettings } from './types';
import { parentTutorKeys } from './keys';

const enc = encodeURIComponent;

/** GET /api/tutor/parent/settings/{childId}. */
export const useChildSettings = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.settings(childId),
    queryFn: ({ signal }) =>
      api.get<ChildTutorSettings>(`/api/tutor/parent/settings/${enc(childId)}`, { signal }),
  });
