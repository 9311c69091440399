import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { BucketHistogram, type HistogramSeries } from './bucket-histogram';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

type AnswerLabels = { method: string; route: string; status: string };

/** Answers of one method, route and status, counted per request and added to the counter when read. */
interface AnswerCount {
  labels: AnswerLabels;
  count: number;
  reported: number;
}

/** The server's Prometheus metrics: one registry per app instance (tests run several). */
export interface Metrics {
  registry: Registry;
  /** Brought up to date from the counts `answers` hands out, when it is scraped. */
  requests: Counter<'method' | 'route' | 'status'>;
  answers: (labels: AnswerLabels) => AnswerCount;
  duration: BucketHistogram;
  sweepRuns: Counter<'sweep' | 'outcome'>;
}

export function createMetrics(poolStats: () => PoolStats | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'optio_' });
  // Per request a plain increment; prom-client's own `inc` builds a label key string every time.
  const counted: AnswerCount[] = [];
  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: 'optio_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
      collect() {
        for (const answer of counted) {
          if (answer.count === answer.reported) continue;
          this.inc(answer.labels, answer.count - answer.reported);
          answer.reported = answer.count;
        }
      },
    }),
    answers(labels) {
      const answer = { labels, count: 0, reported: 0 };
      counted.push(answer);
      return answer;
    },
    duration: new BucketHistogram(
      'optio_http_request_duration_seconds',
      'Time to answer an HTTP request, by method and route template',
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registry,
    ),
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

/** Records one route's answers, with its series found once per method and status. */
function routeRecorder(metrics: Metrics, route: string) {
  const byMethod = new Map<
    string,
    { series: HistogramSeries; byStatus: Map<number, AnswerCount> }
  >();
  return (method: string, status: number, seconds: number): void => {
    let recorded = byMethod.get(method);
    if (!recorded) {
      recorded = { series: metrics.duration.series({ method, route }), byStatus: new Map() };
      byMethod.set(method, recorded);
    }
    let answer = recorded.byStatus.get(status);
    if (!answer) {
      answer = metrics.answers({ method, route, status: String(status) });
      recorded.byStatus.set(status, answer);
    }
    answer.count += 1;
    recorded.series.observe(seconds);
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
