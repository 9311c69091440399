import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency';
import { isRefreshPath, refreshSession } from './refresh';
import { withRetry, type RetryPolicy } from './retry';
import { tokens } from './tokens';
import {
  buildUrl,
  fetchSender,
  sendWithHeaders,
  unwrap,
  type Query,
  type RawResponse,
  type Sender,
} from './transport';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Repeat transient failures per this policy (see retry.ts); no retries by default. */
  retry?: RetryPolicy | false;
  /** Do not refresh-and-replay on 401 (sign-in style calls whose 401 means "wrong credentials"). */
  skipAuthRefresh?: boolean;
  headers?: Record<string, string>;
  query?: Query;
  /**
   * POST/PUT/PATCH: the action's Idempotency-Key (from `idempotent` / `idempotencyKeyFor`, so
   * React Query's retries reuse it). Absent: a new key for this call, reused by its own retries
   * and replays. `false`: none.
   */
  idempotencyKey?: string | false;
}

const CREATING = new Set(['POST', 'PUT', 'PATCH']);

/** The request's headers with its Idempotency-Key: one per call, made before any attempt. */
export function withIdempotencyKey(
  method: string,
  options: Pick<RequestOptions, 'headers' | 'idempotencyKey'>,
): Record<string, string> | undefined {
  if (!CREATING.has(method.toUpperCase()) || options.idempotencyKey === false) {
    return options.headers;
  }
  return {
    ...options.headers,
    [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey(),
  };
}

/**
 * docs/product.md#session-expiry: a 401 (never on the refresh call, at most once per request) joins the one shared
 * refresh and replays the request. If another caller already refreshed while this request was
 * in flight, it is replayed with the new token straight away.
 */
export async function sendAuthorized(
  method: string,
  path: string,
  send: Sender,
  options: Pick<RequestOptions, 'skipAuthRefresh' | 'headers'>,
): Promise<RawResponse> {
  const sentToken = tokens.getAccessToken();
  const response = await sendWithHeaders(method, send, options.headers);
  if (response.status !== 401 || options.skipAuthRefresh || isRefreshPath(path)) return response;
  const current = tokens.getAccessToken();
  const renewed = current !== null && current !== sentToken ? true : await refreshSession();
  if (!renewed) return response;
  return sendWithHeaders(method, send, options.headers);
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(path, options.query);
  const sent = { ...options, headers: withIdempotencyKey(method, options) };
  const once = async () =>
    unwrap<T>(
      await sendAuthorized(method, path, fetchSender(method, url, body, options.signal), sent),
    );
  return options.retry ? withRetry(once, options.retry, { signal: options.signal }) : once();
}

/** The JSON API client every app uses (paths include `/api`, e.g. `api.get('/api/auth/me')`). */
export const api = {
  request,
  get: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body ?? {}, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
