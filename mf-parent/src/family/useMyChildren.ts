import { useQuery } from '@tanstack/react-query';
import type { User } from '@optio/contracts';
import { api } from '@optio/api-client';

export const myChildrenQueryKey = ['parents', 'my-children'] as const;

export function useMyChildren() {
  return useQuery({
    queryKey: myChildrenQueryKey,
    queryFn: () => api.get<{ children: User[] }>('/api/parents/my-children'),
    select: (data) => data.children,
  });
}
