import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { evaluatorKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

export const evaluatorLinksKey = evaluatorKeys.links;

/** GET /api/records/evaluator-links?student_id=: the child's links, views and evaluations. */
export const getEvaluatorLinks = (childId: string, signal?: AbortSignal) =>
  api.get<ResponseOf<'GET /api/records/evaluator-links'>>('/api/records/evaluator-links', {
    signal,
    query: { student_id: childId },
  });

export const useEvaluatorLinks = (childId: string) =>
  useQuery({
    queryKey: evaluatorLinksKey(childId),
    queryFn: ({ signal }) => getEvaluatorLinks(childId, signal),
    select: (d) => d.links,
  });
