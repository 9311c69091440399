import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { Insights } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/insights/{childId}. */
export const useChildInsights = (id: string) =>
  useQuery({
    queryKey: familyKeys.insights(id),
    queryFn: ({ signal }) => api.get<Insights>(`/api/parent/insights/${child(id)}`, { signal }),
  });
