import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The server's Prometheus metrics: one registry per app instance (tests run several). */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  sweepRuns: Counter<'sweep' | 'outcome'>;
}

export function createMetrics(poolStats: () => PoolStats | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'optio_' });
  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: 'optio_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'optio_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    sweepRuns: new Counter({
      name: 'optio_sweep_runs_total',
      help: 'Background sweeps run by this replica, by sweep and outcome',
      labelNames: ['sweep', 'outcome'],
      registers: [registry],
    }),
  };
  // Read at scrape time: the pool is the database driver's (PostgreSQL only; SQLite has none).
  const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = poolStats();
        if (stats) this.set(pick(stats));
      },
    });
  pool('optio_db_pool_connections', 'Database pool connections open', (s) => s.total);
  pool('optio_db_pool_idle', 'Database pool connections idle', (s) => s.idle);
  pool('optio_db_pool_waiting', 'Queries waiting for a database connection', (s) => s.waiting);
  return metrics;
}

type StatusLabels = { method: string; route: string; status: string };

/** Records one route's answers, with its label sets built once per method and status. */
function routeRecorder(metrics: Metrics, route: string) {
  const timed = new Map<string, { method: string; route: string }>();
  const counted = new Map<string, Map<number, StatusLabels>>();
  return (method: string, status: number, seconds: number): void => {
    let byStatus = counted.get(method);
    if (!byStatus) {
      byStatus = new Map();
      counted.set(method, byStatus);
      timed.set(method, { method, route });
    }
    let labels = byStatus.get(status);
    if (!labels) {
      labels = { method, route, status: String(status) };
      byStatus.set(status, labels);
    }
    metrics.requests.inc(labels);
    metrics.duration.observe(timed.get(method)!, seconds);
  };
}

/**
 * Counts every answer and its time by route template (never the raw URL, so that ids do not
 * multiply the series); a request that matched no route counts as `unmatched`. Each route gets
 * its own hook with its template and label sets bound when it is registered: reading
 * `request.routeOptions` builds a dozen-field object on every call. Call before any route is
 * registered.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => {
    const record = routeRecorder(metrics, route.url);
    const own = route.onResponse
      ? Array.isArray(route.onResponse)
        ? route.onResponse
        : [route.onResponse]
      : [];
    route.onResponse = [
      ...own,
      (request, reply, done) => {
        record(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      },
    ];
  });
  // No route, no route hook (including a route that handed over to the not-found handler).
  const unmatched = routeRecorder(metrics, 'unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** The mail outbox's depth, read at scrape time: messages stored and not yet sent. */
export function registerOutboxDepth(metrics: Metrics, pending: () => Promise<number>): void {
  new Gauge({
    name: 'optio_mail_outbox_pending',
    help: 'E-mails stored in the outbox and not yet sent (retries included)',
    registers: [metrics.registry],
    async collect() {
      this.set(await pending());
    },
  });
}
