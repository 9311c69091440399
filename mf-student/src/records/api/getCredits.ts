import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { CreditReport } from './types';

/** GET /api/records/credits. */
export const useCredits = () =>
  useQuery({
    queryKey: recordsKeys.credits,
    queryFn: ({ signal }) => api.get<CreditReport>('/api/records/credits', { signal }),
  });
