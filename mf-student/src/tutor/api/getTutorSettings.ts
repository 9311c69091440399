import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { tutorKeys } from './keys';
import type { TutorSettings } from './types';

/** GET /api/tutor/settings: what the parent allows and today's usage. */
export const useTutorSettings = () =>
  useQuery({
    queryKey: tutorKeys.settings,
    queryFn: ({ signal }) => api.get<TutorSettings>('/api/tutor/settings', { signal }),
  });
