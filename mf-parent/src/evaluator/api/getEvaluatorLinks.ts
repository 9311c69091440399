import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { EvaluatorLink } from '@optio/contracts/evaluator';
import { evaluatorKeys } from './keys';

export const evaluatorLinksKey = evaluatorKeys.links;

/** GET /api/records/evaluator-links?student_id=: the child's links, views and evaluations. */
export const getEvaluatorLinks = (childId: string, signal?: AbortSignal) =>
  api.get<{ links: EvaluatorLink[] }>('/api/records/evaluator-links', {
    signal,
    query: { student_id: childId },
  });

export const useEvaluatorLinks = (childId: string) =>
  useQuery({
    queryKey: evaluatorLinksKey(childId),
    queryFn: ({ signal }) => getEvaluatorLinks(childId, signal),
    select: (d) => d.links,
  });
