import type { FastifyInstance } from 'fastify';
import pino from 'pino';

/** Mailed tokens travel in query strings: never written to a log. */
export const redactUrl = (url: string): string =>
  url.replace(/([?&](?:token|refresh_token)=)[^&]*/gi, '$1[redacted]');

/**
 * Where the logs go: standard output, written asynchronously (SonicBoom without `sync`), so a
 * request never waits on a write to a slow pipe or terminal; lines written while one write is
 * in flight go out together. Whatever is buffered is written when the process exits.
 */
export function logDestination(level: string): pino.DestinationStream | undefined {
  if (level === 'silent') return undefined;
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output already closed: nothing more can be written.
    }
  });
  return destination;
}

/**
 * One access-log line per request, after the answer is sent, through the root logger (no
 * per-request child logger): request id, method, URL (tokens redacted), status, time, client.
 * Fastify's own two lines per request ("incoming request", "request completed") are off.
 */
export function registerAccessLog(app: FastifyInstance): void {
  if (!(app.log as unknown as pino.Logger).isLevelEnabled('info')) return;
  app.addHook('onResponse', (request, reply, done) => {
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
