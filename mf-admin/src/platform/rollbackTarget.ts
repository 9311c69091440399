import type { PlatformApp } from '@optio/contracts/releases';

/**
 * The release Rollback returns to (the server's rule: the one just older than the live one in
 * the newest-first history), or null when there is none and the button stays disabled.
 */
export function rollbackTarget(releases: PlatformApp | null): string | null {
  const live = releases?.live?.version;
  if (!releases || !live) return null;
  const index = releases.history.findIndex((r) => r.version === live);
  return index === -1 ? null : (releases.history[index + 1]?.version ?? null);
}
