import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/progress/{childId}: XP per week, last 12 weeks. */
export const useChildProgress = (id: string) =>
  useQuery({
    queryKey: familyKeys.progress(id),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/parent/progress/:childId'>>(
        `/api/parent/progress/${child(id)}`,
        { signal },
      ),
    select: (d) => d.weeks,
  });
