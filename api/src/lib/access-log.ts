import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { AccessLineEncoder, accessLineText, type AccessFields } from './access-line';
import { LineBatch } from './log-destination';

/** Mailed tokens travel in query strings: never written to a log. */
export const redactUrl = (url: string): string =>
  url.includes('?') ? url.replace(/([?&](?:token|refresh_token)=)[^&]*/gi, '$1[redacted]') : url;

type RootLogger = pino.Logger & Record<symbol, unknown>;

/**
 * One access-log line per request, after the answer is sent, through the root logger's own
 * stream (no per-request child logger): request id, method, URL (tokens redacted), status, time,
 * client. Fastify's own two lines per request ("incoming request", "request completed") are off.
 *
 * The line is the one `app.log.info({...}, 'request')` would write (pino's level, time and
 * bindings prefix, then the fields), built directly: pino would pass each of these fields through
 * the redaction paths (none of which can match them: the URL is redacted above) and a generic
 * serialiser, about a sixth of the server's CPU on `GET /api/auth/me` (docs/api/performance.md).
 * Into the server's own log destination (LineBatch, pino's default epoch time) the line is
 * encoded as bytes, with no string built for it (access-line.ts); any other stream gets the string.
 */
export function registerAccessLog(app: FastifyInstance): void {
  const logger = app.log as unknown as RootLogger;
  if (!logger.isLevelEnabled('info')) return;
  const { chindingsSym, lsCacheSym, streamSym, timeSym } = pino.symbols;
  const stream = logger[streamSym] as { write(line: string): void };
  const info = logger.levels.values.info!;
  const levelPrefix = (logger[lsCacheSym] as Record<number, string>)[info]!;
  const time = logger[timeSym] as () => string;
  const bindings = logger[chindingsSym] as string;
  const batch =
    stream instanceof LineBatch && time === pino.stdTimeFunctions.epochTime ? stream : undefined;
  const encoder = new AccessLineEncoder(levelPrefix, bindings);
  // Filled for each line and read before the hook returns: no object is made per request.
  const fields: AccessFields = {
    time: 0,
    id: '',
    method: '',
    url: '',
    status: 0,
    tenths: 0,
    ip: '',
  };
  app.addHook('onResponse', (request, reply, done) => {
    // The level may be raised while running (as `app.log.info` would then write nothing).
    if (logger.levelVal <= info) {
      fields.id = request.id;
      fields.method = request.method;
      fields.url = redactUrl(request.url);
      fields.status = reply.statusCode;
      fields.tenths = Math.round(reply.elapsedTime * 10);
      fields.ip = request.ip;
      if (batch) fields.time = Date.now();
      if (!batch?.writeEncoded(encoder, fields))
        stream.write(accessLineText(`${levelPrefix}${time()}`, bindings, fields));
    }
    done();
  });
}
