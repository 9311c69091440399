import { currentLanguage } from '@optio/i18n';
import { apiUrl, credentialsFor } from './config';
import { CSRF_ERROR, CSRF_HEADER, ensureCsrfToken, fetchCsrfToken, isMutatingMethod } from './csrf';
import { ApiError, toErrorBody } from './errors';
import { tokens } from './tokens';

/** What came back from the server, before success or failure is decided. */
export interface RawResponse {
  status: number;
  body: unknown;
}

/** Performs one HTTP exchange with the given headers; throws ApiError(0) when nothing came back. */
export type Sender = (headers: Record<string, string>) => Promise<RawResponse>;

export type Query = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, query?: Query): string {
  const url = apiUrl(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function jsonContentType(method: string, body: unknown): boolean {
  return body !== undefined || !isMutatingMethod(method);
}

/** A Sender over `fetch` with a JSON body (docs/product.md#headers: every call carries the JSON content type). */
export function fetchSender(
  method: string,
  url: string,
  body: unknown,
  signal?: AbortSignal,
): Sender {
  return async (headers) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        // docs/product.md#headers: JSON content type; not on a bodiless DELETE, which a JSON parser would refuse.
        headers: jsonContentType(method, body)
          ? { 'Content-Type': 'application/json', ...headers }
          : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: credentialsFor(url),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, undefined, 'No response from the server');
    }
    return { status: response.status, body: await readBody(response) };
  };
}

/** Headers every call carries: JSON accept, the page's language (the server writes e-mails a
 * call causes in it), the bearer token when one is held, and on POST/PUT/PATCH/DELETE the CSRF
 * token. Read at call time, so a replay uses fresh values. */
async function standardHeaders(
  method: string,
  extra?: Record<string, string>,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...extra,
  };
  const access = tokens.getAccessToken();
  if (access) headers.Authorization = `Bearer ${access}`;
  if (isMutatingMethod(method)) {
    const csrf = await ensureCsrfToken();
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  return headers;
}

function isCsrfRejection(response: RawResponse): boolean {
  if (response.status !== 403 || !response.body || typeof response.body !== 'object') return false;
  const { error, message } = response.body as { error?: unknown; message?: unknown };
  return error === CSRF_ERROR || message === CSRF_ERROR;
}

/**
 * One exchange with the standard headers. A mutating call the server refuses with
 * 403 "Invalid CSRF token" fetches a new token once and is replayed.
 */
export async function sendWithHeaders(
  method: string,
  send: Sender,
  extra?: Record<string, string>,
): Promise<RawResponse> {
  const response = await send(await standardHeaders(method, extra));
  if (!isMutatingMethod(method) || !isCsrfRejection(response)) return response;
  const fresh = await fetchCsrfToken();
  if (!fresh) return response;
  const headers = await standardHeaders(method, extra);
  headers[CSRF_HEADER] = fresh;
  return send(headers);
}

/** The body of a 2xx; anything else becomes an ApiError carrying the server's `{error, message}`. */
export function unwrap<T>(response: RawResponse): T {
  if (response.status >= 200 && response.status < 300) return response.body as T;
  throw new ApiError(response.status, toErrorBody(response.body));
}
