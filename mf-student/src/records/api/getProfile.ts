import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Profile } from './types';

/** GET /api/records/profile. */
export const useProfile = () =>
  useQuery({
    queryKey: recordsKeys.profile,
    queryFn: ({ signal }) => api.get<Profile>('/api/records/profile', { signal }),
  });
