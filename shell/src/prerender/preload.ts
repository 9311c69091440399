import { loadRegistry } from '../registry/loadRegistry';
import { resolveOwner } from '../registry/resolveOwner';
import { preloadRemoteApp } from '../remotes/RemoteOutlet';

/** True when the server put a remote's prerendered page into the chrome (main has content). */
export function hasPrerenderedPage(): boolean {
  const main = document.getElementById('main-content');
  return !!main && main.childElementCount > 0;
}

/**
 * Loads the registry and the remote owning this page before the first render, so that render
 * shows the same page as the build-time HTML. False when that is not possible; the app then
 * renders as usual (its loading state, or its error panel, which RemoteOutlet handles).
 */
export async function preloadPrerenderedPage(): Promise<boolean> {
  try {
    const owner = resolveOwner(await loadRegistry(), location.pathname);
    if (!owner || owner.route.auth) return false;
    await preloadRemoteApp(owner.remote);
    return true;
  } catch {
    return false;
  }
}
