import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { WeekPoint } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/progress/{childId}: XP per week, last 12 weeks. */
export const useChildProgress = (id: string) =>
  useQuery({
    queryKey: familyKeys.progress(id),
    queryFn: ({ signal }) =>
      api.get<{ weeks: WeekPoint[] }>(`/api/parent/progress/${child(id)}`, { signal }),
    select: (d) => d.weeks,
  });
