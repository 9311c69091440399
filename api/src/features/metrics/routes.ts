import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import { HttpError } from '../../lib/errors';

export const METRICS_REFUSED =
  'Metrics are open only to the addresses in METRICS_ALLOW or with the METRICS_TOKEN bearer token';

/**
 * `GET /api/metrics`: Prometheus text for a scraper on the private network (METRICS_ALLOW,
 * loopback by default) or anyone holding METRICS_TOKEN. Everyone else gets a 403.
 */
export function metricsRoutes(app: FastifyInstance): void {
  const { config, metrics } = app.ctx;
  const allowed = proxyAddr.compile(config.metricsAllow);
  const token = config.metricsToken ? Buffer.from(`Bearer ${config.metricsToken}`) : undefined;
  const hasToken = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return !!token && given.length === token.length && timingSafeEqual(given, token);
  };
  // request.ip is the client's address as OPTIO_TRUST_PROXY resolves it. A request relayed by a
  // proxy we do not trust would show the proxy's (often loopback) address: never enough.
  const fromAllowed = (request: FastifyRequest) => {
    const relayed = request.headers['x-forwarded-for'] !== undefined;
    if (relayed && config.trustProxy === false) return false;
    return allowed(request.ip, 0);
  };

  app.get(
    '/api/metrics',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (METRICS_ALLOW addresses or the METRICS_TOKEN bearer token)',
      },
    },
    async (request, reply) => {
      if (!fromAllowed(request) && !hasToken(request)) throw new HttpError(403, METRICS_REFUSED);
      reply.header('content-type', metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
}
