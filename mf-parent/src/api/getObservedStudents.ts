import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { Person } from './types';

/** GET /api/observer/students. */
export const useObservedStudents = () =>
  useQuery({
    queryKey: familyKeys.observerStudents,
    queryFn: ({ signal }) => api.get<{ students: Person[] }>('/api/observer/students', { signal }),
    select: (d) => d.students,
  });
