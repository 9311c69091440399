import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** docs/product.md#data-fetching defaults (the second, more specific reading). */
export const QUERY_DEFAULTS = {
  staleTimeMs: 30_000,
  gcTimeMs: 5 * 60_000,
  queryRetries: 3,
  mutationRetries: 2,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
} as const;

/**
 * A client error (4xx other than 408 and 429) will fail the same way again: never retried.
 * Everything else (no response, 5xx, timeouts) is.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 408 || error.status === 429) return true;
  return error.status === 0 || error.status >= 500;
}

/** Backoff from 1 s doubling to at most 30 s: 1 s, 2 s, 4 s, ... */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(
    QUERY_DEFAULTS.retryBaseDelayMs * 2 ** failureCount,
    QUERY_DEFAULTS.retryMaxDelayMs,
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULTS.queryRetries && isRetryableError(error),
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULTS.mutationRetries && isRetryableError(error),
        retryDelay: queryRetryDelay,
      },
    },
  });
}

/** The page's one QueryClient, shared by the shell and every remote (MF singleton package). */
export const queryClient: QueryClient = createQueryClient();
