import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { EvaluatorPortfolio } from '@optio/contracts/evaluator';

export const evaluatorPortfolioKey = (token: string) => ['evaluate', token] as const;

/** GET /api/evaluate/{token}: the portfolio behind an evaluator link (each call is audited). */
export const getEvaluatorPortfolio = (token: string, signal?: AbortSignal) =>
  api.get<EvaluatorPortfolio>(`/api/evaluate/${encodeURIComponent(token)}`, { signal });

export const useEvaluatorPortfolio = (token: string) =>
  useQuery({
    queryKey: evaluatorPortfolioKey(token),
    queryFn: ({ signal }) => getEvaluatorPortfolio(token, signal),
    // Each read is an audited view: no refetch on focus, no retry of a 404.
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: Infinity,
  });
