import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { studentKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/calendar?from&to (dates, inclusive). */
export const calendarQueryOptions = (from?: string, to?: string) =>
  queryOptions({
    queryKey: studentKeys.calendar(from, to),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/calendar'>>('/api/calendar', { signal, query: { from, to } }),
    placeholderData: keepPreviousData,
  });

export const useCalendar = (from?: string, to?: string) => useQuery(calendarQueryOptions(from, to));
