import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorBody, HttpError } from './errors';

/** A schema failure with one message per field, ready for the error body's `fields`. */
export class ValidationError extends Error {
  statusCode = 400;
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

const ROOT_MESSAGE = 'Request body must be a JSON object';

export function toValidationError(error: z.ZodError, part: string): ValidationError {
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field';
      first ??= `Unknown field: ${issue.keys.join(', ')}`;
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!key) {
      first ??= part === 'body' ? ROOT_MESSAGE : `Invalid ${part}`;
      continue;
    }
    fields[key] ??= issue.message;
    first ??= issue.message;
  }
  return new ValidationError(first ?? 'Invalid input', fields);
}

/** Zod schemas validate every route part; failures become field-level 400s. */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zod = schema as unknown as z.ZodType;
    // Plugin routes (e.g. the docs UI) may carry plain JSON schemas; they take no user input we store.
    if (typeof (zod as { safeParse?: unknown }).safeParse !== 'function')
      return (data: unknown) => ({ value: data });
    return (data: unknown) => {
      // A request without a body arrives as null; treat it as "absent".
      const result = zod.safeParse(httpPart === 'body' && data === null ? undefined : data);
      if (result.success) return { value: result.data };
      return { error: toValidationError(result.error, httpPart ?? 'body') as unknown as Error };
    };
  });
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported content type: send JSON with Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
};

/** One error shape everywhere: `{ error, message, fields? }`; never a 5xx for bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ValidationError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.message, err.fields, err.statusCode));
    }
    if (err instanceof ValidationError) {
      return reply.code(400).send(errorBody(err.message, err.fields));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (err as FastifyError).code ?? '';
      const message =
        FASTIFY_MESSAGES[code] ??
        (err instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : err.message);
      return reply.code(status).send(errorBody(message ?? 'Bad request', undefined, status));
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply.code(500).send(errorBody('Server error. Please try again later.', undefined, 500));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .code(404)
      .send(errorBody(`Not found: ${request.method} ${request.url.split('?')[0]}`, undefined, 404));
  });
}

/** JSON only: an empty body counts as "no body"; malformed JSON is a 400; anything else a 415. */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        new HttpError(400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY ?? 'Malformed JSON'),
        undefined,
      );
    }
  });
}
