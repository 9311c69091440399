import type { FastifyInstance } from 'fastify';
import { runSweepOnce } from '../lib/sweeps';

/** A periodic clean-up: resolves with how many rows it removed (or nothing to report). */
export interface Sweep {
  /** The label in /api/metrics (optio_sweep_runs_total{sweep}). */
  name: string;
  run(): Promise<unknown>;
  /** Logged when it removed rows (`n` > 0). */
  done?: string;
  failed: string;
}

/**
 * Runs the sweeps every `intervalMs` (0: never; tests call them themselves), each once across
 * replicas (a PostgreSQL advisory lock; lib/sweeps). Every run counts in /api/metrics: ok,
 * failed, or skipped because another replica was running it. Returns the function that stops them.
 */
export function startSweeps(app: FastifyInstance, intervalMs: number, sweeps: Sweep[]): () => void {
  if (intervalMs <= 0) return () => {};
  const { metrics } = app.ctx;
  const timer = setInterval(() => {
    for (const sweep of sweeps) {
      runSweepOnce(app.ctx.db, sweep.name, () => sweep.run()).then(
        (outcome) => {
          metrics.sweepRuns.inc({ sweep: sweep.name, outcome: outcome.ran ? 'ok' : 'skipped' });
          const n = outcome.ran ? outcome.value : 0;
          if (sweep.done && typeof n === 'number' && n > 0)
            app.log.info({ deleted: n }, sweep.done);
        },
        (err: unknown) => {
          metrics.sweepRuns.inc({ sweep: sweep.name, outcome: 'failed' });
          app.log.error({ err }, sweep.failed);
        },
      );
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
