import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { CalendarItem } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/calendar/{childId}. */
export const useChildCalendar = (id: string) =>
  useQuery({
    queryKey: familyKeys.calendar(id),
    queryFn: ({ signal }) =>
      api.get<{ items: CalendarItem[] }>(`/api/parent/calendar/${child(id)}`, { signal }),
    select: (d) => d.items,
  });
