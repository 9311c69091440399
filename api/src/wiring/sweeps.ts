import type { FastifyInstance } from 'fastify';
import { runCountedSweep } from '../lib/sweeps';

/** A periodic clean-up: resolves with how many rows it handled (or nothing to report). */
export interface Sweep {
  /** The label in /api/metrics (optio_sweep_runs_total{sweep}). */
  name: string;
  run(): Promise<unknown>;
  /**
   * Logged when the run handled rows: `message`, with the count under `count` (what it counts:
   * `deleted` rows, `remindersSent` …).
   */
  done?: { message: string; count: string };
  failed: string;
}

/**
 * Runs the sweeps every `intervalMs` (0: never; tests call them themselves), each once across
 * replicas (a PostgreSQL advisory lock; lib/sweeps). Every run counts in /api/metrics: ok,
 * failed, or skipped because another replica was running it. Returns the function that stops them.
 */
export function startSweeps(app: FastifyInstance, intervalMs: number, sweeps: Sweep[]): () => void {
  if (intervalMs <= 0) return () => {};
  const { db, metrics } = app.ctx;
  const timer = setInterval(() => {
    for (const sweep of sweeps) {
      runCountedSweep(db, metrics, sweep.name, () => sweep.run()).then(
        (outcome) => {
          const n = outcome.ran ? outcome.value : 0;
          if (sweep.done && typeof n === 'number' && n > 0)
            app.log.info({ sweep: sweep.name, [sweep.done.count]: n }, sweep.done.message);
        },
        (err: unknown) => app.log.error({ err, sweep: sweep.name }, sweep.failed),
      );
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
