import type { Db } from '../../db/connect';
import { withAdvisoryLock } from './store';

/** The outcome of one sweep attempt: run here, or skipped because another replica runs it. */
export type SweepOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs a periodic sweep once across replicas. On PostgreSQL it holds an advisory lock named
 * after the sweep (`optio:sweep:<name>`) while it runs, so replicas whose timers fire together
 * do not run the same sweep side by side: the others skip this round. SQLite is one process,
 * so the sweep simply runs; so does a one-connection pool (DATABASE_POOL_MAX=1, the PGlite tests),
 * where holding the lock would leave no connection for the sweep's own queries (replicas need a
 * pool of two or more: docs/operations.md).
 */
export async function runSweepOnce<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
): Promise<SweepOutcome<T>> {
  if (db.engine !== 'postgres' || !db.canHoldSweepLocks) return { ran: true, value: await work() };
  return withAdvisoryLock(db, `optio:sweep:${name}`, work);
}
