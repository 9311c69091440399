import { isPublicPath } from './publicPaths';
import { queryClient } from './queryClient';
import { tokens } from './tokens';

export interface SessionExpiredEvent {
  /** Where the app should go: '/login', or null when the current page is public (docs/product.md#session-expiry). */
  redirectTo: '/login' | null;
}

export type SessionExpiredListener = (event: SessionExpiredEvent) => void;

const listeners = new Set<SessionExpiredListener>();

/** Subscribes to "the refresh failed, the session is over"; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function currentPathname(): string {
  return (globalThis as { location?: Location }).location?.pathname ?? '/';
}

/** docs/product.md#session-expiry: clear the tokens and every cached query, then tell the app where to go. */
export function expireSession(): void {
  tokens.clear();
  queryClient.clear();
  const event: SessionExpiredEvent = {
    redirectTo: isPublicPath(currentPathname()) ? null : '/login',
  };
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('[api-client] session-expired listener failed', error);
    }
  }
}
