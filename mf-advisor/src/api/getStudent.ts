import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { StudentDetail } from './types';

/** GET /api/advisor/students/{id}: one assigned student's progress (404 for anyone else). */
export function useStudentDetail(id: string) {
  return useQuery({
    queryKey: advisorKeys.student(id),
    queryFn: ({ signal }) =>
      api.get<StudentDetail>(`/api/advisor/students/${encodeURIComponent(id)}`, { signal }),
  });
}
