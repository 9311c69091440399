import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/calendar/{childId}. */
export const useChildCalendar = (id: string) =>
  useQuery({
    queryKey: familyKeys.calendar(id),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/parent/calendar/:childId'>>(
        `/api/parent/calendar/${child(id)}`,
        { signal },
      ),
    select: (d) => d.items,
  });
