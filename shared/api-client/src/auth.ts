import { api } from './http';
import { HEALTH_RETRY_POLICY, REGISTER_RETRY_POLICY, withRetry } from './retry';

/** docs/product.md#retry: registration is retried up to 5 times (3000 ms base) on 503 or no response. */
export function register<T = unknown>(
  payload: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return api.post<T>('/api/auth/register', payload, {
    signal: options.signal,
    skipAuthRefresh: true,
    retry: REGISTER_RETRY_POLICY,
  });
}

/** docs/product.md#retry: the health probe, retried on 503 (5 tries, 2000 ms apart). */
export function checkHealth<T = unknown>(options: { signal?: AbortSignal } = {}): Promise<T> {
  return withRetry(
    () => api.get<T>('/api/health', { signal: options.signal, skipAuthRefresh: true }),
    HEALTH_RETRY_POLICY,
    {
      signal: options.signal,
    },
  );
}
