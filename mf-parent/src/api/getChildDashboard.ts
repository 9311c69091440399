import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ChildDashboard } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/dashboard/{childId}. */
export const useChildDashboard = (id: string) =>
  useQuery({
    queryKey: familyKeys.dashboard(id),
    queryFn: ({ signal }) =>
      api.get<ChildDashboard>(`/api/parent/dashboard/${child(id)}`, { signal }),
  });
