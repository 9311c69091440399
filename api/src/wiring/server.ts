import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from '../config';
import { redactUrl } from '../lib/access-log';
import { logDestination } from '../lib/log-destination';
import { lazyChildLoggerFactory } from '../lib/lazy-child-logger';

const REQ_ID_PREFIX = randomUUID().slice(0, 8);
let requestCounter = 0;

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.token',
  '*.refresh_token',
  '*.access_token',
];

/**
 * Fastify fails closed on a bare hop count (it cannot check the nearest peer), so a count is
 * given as the usual rule: the `hops` nearest addresses (the socket peer first) are proxies and
 * the next one is the client. That holds only when every request comes through those proxies;
 * an address list (OPTIO_TRUST_PROXY=10.0.0.5) also checks who the nearest peer is.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust !== 'number' || trust === 0) return trust || false;
  return (_addr, hop) => hop < trust;
}

/** The Fastify instance: logging (redacted, one access line per request), ids, body limit, proxies. */
export function createServer(config: Config): FastifyInstance {
  return Fastify({
    logger: {
      level: config.logLevel,
      stream: config.logStream ?? logDestination(config.logLevel),
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (req) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(String(req.url)),
          remoteAddress: req.ip,
        }),
      },
    },
    requestIdHeader: 'x-request-id',
    // Unique across replicas (random prefix) and cheap per request (a counter).
    genReqId: () => `${REQ_ID_PREFIX}-${(requestCounter += 1).toString(36)}`,
    logController: new LogController({
      requestIdLogLabel: 'reqId',
      // Replaced by one access-log line per request (registerAccessLog).
      disableRequestLogging: true,
    }),
    // request.log is built on first use instead of for every request.
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // While shutting down, a request that has already reached this replica (its connection
    // accepted before the listener closed) is served, with `Connection: close`, instead of a 503:
    // a proxy cannot resend a 503'd POST or PATCH elsewhere, so that write would be lost.
    return503OnClosing: false,
  });
}
