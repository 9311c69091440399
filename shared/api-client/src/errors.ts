import type { ApiErrorBody } from '@optio/contracts';
import { translateError } from './errorText';

/** A failed API call. `status` is the HTTP status, or 0 when no response arrived at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body?: ApiErrorBody, message?: string) {
    super(message ?? localisedMessage(body) ?? (status === 0 ? 'No response' : `HTTP ${status}`));
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

/** The body's human text (`message`, else `error`) in the user's language, by its `code`. */
function localisedMessage(body: ApiErrorBody | undefined): string | undefined {
  if (!body) return undefined;
  const { error, message } = body;
  const english =
    typeof message === 'string' && message.trim() !== ''
      ? message
      : typeof error === 'string' && error.trim() !== ''
        ? error
        : undefined;
  return english === undefined ? undefined : translateError(body.code, english, body.params);
}

/**
 * The server's own words about a failure (docs/product.md#login-failures: "show the server's error string or message"):
 * its human `message`, else its `error` string, in the user's language when its code has a
 * translation (English stays the server's text verbatim). Undefined when it said nothing.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return localisedMessage(error.body);
}

/** Field-level messages the server attached to a 4xx, keyed by payload field name, localised. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body?.fields) return {};
  const { fields, field_codes: codes, field_params: params } = error.body;
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [
      field,
      translateError(codes?.[field], text, params?.[field]),
    ]),
  );
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
  if (typeof r.code === 'string') body.code = r.code;
  if (r.params && typeof r.params === 'object') body.params = r.params as Record<string, string>;
  if (r.field_codes && typeof r.field_codes === 'object')
    body.field_codes = r.field_codes as Record<string, string>;
  if (r.field_params && typeof r.field_params === 'object')
    body.field_params = r.field_params as Record<string, Record<string, string>>;
  return body;
}
