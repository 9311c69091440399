import { hasSignedInMarker } from '@optio/api-client';
import { loadRegistry } from '../registry/loadRegistry';
import { resolveOwner } from '../registry/resolveOwner';
import type { RouteOwner } from '../registry/types';
import { preloadRemoteApp } from '../remotes/RemoteOutlet';

// Each remote is loaded ahead once: a failure is the outlet's to show, not to repeat per hover.
const requested = new Set<string>();

/** A page behind sign-in is worth loading ahead only when the marker says someone is signed in. */
export function worthLoadingAhead(owner: RouteOwner | null, cookie: string): owner is RouteOwner {
  if (!owner) return false;
  const gated = owner.route.auth || !!owner.route.roles?.length;
  return !gated || hasSignedInMarker(cookie);
}

/**
 * Reads the registry and loads the remote owning `pathname` while the rest of the app starts,
 * instead of after its first render (registry, manifest, entry and chunks were a serial chain
 * behind React's start). A page behind sign-in is loaded only when the marker cookie says
 * someone is signed in: the gate sends everyone else to /login. Failures are left to the
 * outlet, which loads again and shows its error panel.
 */
export async function warmUp(pathname: string, cookie = document.cookie): Promise<void> {
  try {
    const owner = resolveOwner(await loadRegistry(), pathname);
    if (!worthLoadingAhead(owner, cookie) || requested.has(owner.remote.name)) return;
    requested.add(owner.remote.name);
    await preloadRemoteApp(owner.remote);
  } catch {
    // The outlet reports it.
  }
}
