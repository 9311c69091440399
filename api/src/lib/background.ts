import type { AppContext } from '../context';
import type { Log } from './log';

/**
 * Runs work after the response (mail, token creation) so answers don't depend on it; the app
 * awaits it on shutdown and tests await it through `ctx.background`.
 */
export function runInBackground(
  ctx: Pick<AppContext, 'background'>,
  log: Log,
  work: () => Promise<void>,
): void {
  const p = work()
    .catch((err: unknown) => log.error({ err }, 'background work failed'))
    .finally(() => ctx.background.delete(p));
  ctx.background.add(p);
}
