import type { ApiErrorBody } from '@optio/contracts';

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

export function errorBody(message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields && Object.keys(fields).length > 0
    ? { error: message, message, fields }
    : { error: message, message };
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
