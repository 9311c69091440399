import { useCallback, useEffect, useState } from 'react';
import { api, isApiError } from '@optio/api-client';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * GETs a public API resource. 404 (and 403: private work) become 'not-found'; anything else
 * that fails becomes 'error' with `retry`. Unmounting or changing the path aborts the call.
 */
export function usePublicResource<T>(
  path: string,
  parse: (raw: unknown) => T | null,
): ResourceState<T> & { retry: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<unknown>(path, { signal: controller.signal })
      .then((raw) => {
        const data = parse(raw);
        setState(data ? { status: 'ready', data } : { status: 'not-found' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
        setState({ status: notFound ? 'not-found' : 'error' });
      });
    return () => controller.abort();
  }, [path, parse, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
