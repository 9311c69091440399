import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { AssignedStudents } from './types';

/** GET /api/advisor/students: the advisor's students with XP, level and active quests. */
export function useAssignedStudents(enabled = true) {
  return useQuery({
    queryKey: advisorKeys.students(),
    queryFn: ({ signal }) => api.get<AssignedStudents>('/api/advisor/students', { signal }),
    enabled,
  });
}
