import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { CreditsPage } from '@optio/contracts/records';

/** GET /api/records/credits. */
export const useCredits = () =>
  useQuery({
    queryKey: recordsKeys.credits,
    queryFn: ({ signal }) => api.get<CreditsPage>('/api/records/credits', { signal }),
  });
