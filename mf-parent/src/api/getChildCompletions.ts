import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { Completions } from './types';

const child = (id: string) => encodeURIComponent(id);

/** GET /api/parent/completions/{childId}?page=. */
export const useChildCompletions = (id: string, page: number) =>
  useQuery({
    queryKey: familyKeys.completions(id, page),
    queryFn: ({ signal }) =>
      api.get<Completions>(`/api/parent/completions/${child(id)}`, { signal, query: { page } }),
  });
