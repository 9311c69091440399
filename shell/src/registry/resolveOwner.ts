import type { Registry, RouteOwner } from './types';

function matches(pathname: string, prefix: string, exact: boolean | undefined): boolean {
  if (exact || prefix === '/') return pathname === prefix;
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The remote owning a path: the longest matching prefix wins, so `/parent/dashboard/x` can be
 * owned by a different remote than `/parent` would be. */
export function resolveOwner(registry: Registry, pathname: string): RouteOwner | null {
  let best: RouteOwner | null = null;
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      if (!matches(pathname, route.path, route.exact)) continue;
      if (!best || route.path.length > best.route.path.length) best = { remote, route };
    }
  }
  return best;
}
