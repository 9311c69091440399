import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Portfolio } from './types';

/** GET /api/records/portfolio. */
export const usePortfolio = () =>
  useQuery({
    queryKey: recordsKeys.portfolio,
    queryFn: ({ signal }) => api.get<Portfolio>('/api/records/portfolio', { signal }),
  });
