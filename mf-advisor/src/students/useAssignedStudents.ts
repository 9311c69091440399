import { useQuery } from '@tanstack/react-query';
import type { User } from '@optio/contracts';
import { api } from '@optio/api-client';

export function useAssignedStudents() {
  return useQuery({
    queryKey: ['advisor', 'students'],
    queryFn: () => api.get<{ students: User[] }>('/api/advisor/students'),
    select: (data) => data.students,
  });
}
