import type { ApiErrorBody } from '@optio/contracts';
import { errorCodeOf, statusCode } from '@optio/contracts/error-codes';

/** An error the client may see: status, human message, optional field messages and headers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The one error shape: `{ error, message, code, params?, fields?, field_codes?, field_params? }`.
 * `error`/`message` keep the English text verbatim; `code` comes from the catalogue of the
 * server's messages (or the HTTP status when a message is not listed), so that a client can show
 * it in the user's language.
 */
export function errorBody(
  message: string,
  fields?: Record<string, string>,
  status = 400,
): ApiErrorBody {
  const match = errorCodeOf(message);
  const body: ApiErrorBody = {
    error: message,
    message,
    code: match?.code ?? statusCode(status),
  };
  if (match?.params) body.params = match.params;
  if (fields && Object.keys(fields).length > 0) {
    body.fields = fields;
    const codes: Record<string, string> = {};
    const params: Record<string, Record<string, string>> = {};
    for (const [field, text] of Object.entries(fields)) {
      const m = errorCodeOf(text);
      if (!m) continue;
      codes[field] = m.code;
      if (m.params) params[field] = m.params;
    }
    body.field_codes = codes;
    if (Object.keys(params).length > 0) body.field_params = params;
  }
  return body;
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
