import type { ApiErrorBody } from '@optio/contracts';

/** A failed API call. `status` is the HTTP status, or 0 when no response arrived at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body?: ApiErrorBody, message?: string) {
    super(
      message ?? body?.message ?? body?.error ?? (status === 0 ? 'No response' : `HTTP ${status}`),
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** True when the request never got an answer (network down, CORS, aborted by the browser). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's own words about a failure (SPEC §8 "show the server error string or message"):
 * its human `message`, else its `error` string. Undefined when it said nothing.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || !error.body) return undefined;
  const { error: code, message } = error.body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof code === 'string' && code.trim() !== '') return code;
  return undefined;
}

/** Field-level messages the server attached to a 4xx, keyed by payload field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.body?.fields ? error.body.fields : {};
}

/** Turns whatever a failed response carried into the `{ error, message, fields? }` shape. */
export function toErrorBody(raw: unknown): ApiErrorBody | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const error = typeof r.error === 'string' ? r.error : '';
  const message = typeof r.message === 'string' ? r.message : '';
  if (!error && !message) return undefined;
  const body: ApiErrorBody = { error, message };
  if (r.fields && typeof r.fields === 'object') body.fields = r.fields as Record<string, string>;
  return body;
}
