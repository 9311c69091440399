import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Diploma } from './types';

/** GET /api/records/diploma. */
export const useDiploma = () =>
  useQuery({
    queryKey: recordsKeys.diploma,
    queryFn: ({ signal }) => api.get<Diploma>('/api/records/diploma', { signal }),
  });
