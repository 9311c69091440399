import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { CalendarItem, ChildDashboard, Completions, Insights, WeekPoint } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/dashboard/{childId}. */
export const useChildDashboard = (id: string) =>
  useQuery({
    queryKey: familyKeys.dashboard(id),
    queryFn: ({ signal }) =>
      api.get<ChildDashboard>(`/api/parent/dashboard/${child(id)}`, { signal }),
  });

/** GET /api/parent/progress/{childId}: XP per week, last 12 weeks. */
export const useChildProgress = (id: string) =>
  useQuery({
    queryKey: familyKeys.progress(id),
    queryFn: ({ signal }) =>
      api.get<{ weeks: WeekPoint[] }>(`/api/parent/progress/${child(id)}`, { signal }),
    select: (d) => d.weeks,
  });

/** GET /api/parent/insights/{childId}. */
export const useChildInsights = (id: string) =>
  useQuery({
    queryKey: familyKeys.insights(id),
    queryFn: ({ signal }) => api.get<Insights>(`/api/parent/insights/${child(id)}`, { signal }),
  });

/** GET /api/parent/calendar/{childId}. */
export const useChildCalendar = (id: string) =>
  useQuery({
    queryKey: familyKeys.calendar(id),
    queryFn: ({ signal }) =>
      api.get<{ items: CalendarItem[] }>(`/api/parent/calendar/${child(id)}`, { signal }),
    select: (d) => d.items,
  });

/** GET /api/parent/completions/{childId}?page=. */
export const useChildCompletions = (id: string, page: number) =>
  useQuery({
    queryKey: familyKeys.completions(id, page),
    queryFn: ({ signal }) =>
      api.get<Completions>(`/api/parent/completions/${child(id)}`, { signal, query: { page } }),
  });
