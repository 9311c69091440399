import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/observer/students. */
export const useObservedStudents = () =>
  useQuery({
    queryKey: familyKeys.observerStudents,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/observer/students'>>('/api/observer/students', { signal }),
    select: (d) => d.students,
  });
