import type { Db } from '../../db/connect';
import type { Metrics } from '../metrics';
import { withAdvisoryLock } from './store';

/** The outcome of one sweep attempt: run here, or skipped because another replica runs it. */
export type SweepOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs a periodic sweep once across replicas. On PostgreSQL it holds an advisory lock named
 * after the sweep (`optio:sweep:<name>`) on the lock connection while it runs, so replicas whose
 * timers fire together do not run the same sweep side by side: the others skip this round. The
 * sweep's own queries use the pool, whatever its size. SQLite is one process: the sweep just runs.
 */
export async function runSweepOnce<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
): Promise<SweepOutcome<T>> {
  if (!db.sweepLocks) return { ran: true, value: await work() };
  return withAdvisoryLock(db.sweepLocks, `optio:sweep:${name}`, work);
}

/**
 * `runSweepOnce`, counted in /api/metrics (`optio_sweep_runs_total{sweep,outcome}`: ok, skipped
 * because another replica held the lock, or failed). Every periodic run goes through here, the
 * mail outbox's included; a failure is counted, then rethrown for the caller to log.
 */
export async function runCountedSweep<T>(
  db: Db,
  metrics: Pick<Metrics, 'sweepRuns'>,
  name: string,
  work: () => Promise<T>,
): Promise<SweepOutcome<T>> {
  let outcome: SweepOutcome<T>;
  try {
    outcome = await runSweepOnce(db, name, work);
  } catch (err) {
    metrics.sweepRuns.inc({ sweep: name, outcome: 'failed' });
    throw err;
  }
  metrics.sweepRuns.inc({ sweep: name, outcome: outcome.ran ? 'ok' : 'skipped' });
  return outcome;
}
