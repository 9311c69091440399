import type { Redis } from 'ioredis';
import type { Db } from '../../db/connect';
import type { Log } from '../../lib/log';

const TIMEOUT_MS = 2000;
export const UNAVAILABLE = 'Service temporarily unavailable. Please try again in a few moments.';

export type CheckState = 'ok' | 'unavailable' | 'not_configured';

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out`)), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function check(log: Log, name: string, work: () => Promise<unknown>): Promise<CheckState> {
  try {
    await within(work(), name);
    return 'ok';
  } catch (err) {
    log.error({ err, check: name }, 'readiness check failed');
    return 'unavailable';
  }
}

/**
 * Readiness: the database, Redis when configured and upload storage answer within 2 s each. A
 * database outage makes a replica unready, not dead, so an orchestrator stops routing to it
 * instead of restarting it.
 */
export async function readiness(
  deps: { db: Db; redis: Redis | undefined; uploads: { check(): Promise<void> }; log: Log },
  draining: boolean,
) {
  const [database, redis, storage] = await Promise.all([
    check(deps.log, 'database', () => deps.db.ping()),
    deps.redis ? check(deps.log, 'redis', () => deps.redis!.ping()) : ('not_configured' as const),
    // The upload directory (disk) or the bucket (S3) answers.
    check(deps.log, 'storage', () => deps.uploads.check()),
  ]);
  const checks = { database, redis, storage };
  if (!draining && !Object.values(checks).includes('unavailable')) {
    return { ready: true as const, body: { status: 'ready' as const, ...checks } };
  }
  const message = draining ? 'The server is shutting down.' : UNAVAILABLE;
  return {
    ready: false as const,
    body: { status: 'unavailable' as const, ...checks, error: message, message },
  };
}
