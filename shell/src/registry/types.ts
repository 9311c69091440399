import type { Role } from '@optio/contracts';

/** One route prefix a remote owns. `exact` matches only the path itself (the landing page). */
export interface RemoteRouteSpec {
  path: string;
  exact?: boolean;
  /** Signed-in users only. */
  auth?: boolean;
  /** Roles allowed in (admin passes every gate). Implies `auth`. */
  roles?: Role[];
}

export interface RemoteSpec {
  /** MF container name, an identifier: `mf_student`. */
  name: string;
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  manifest: string;
  /** The exposed module rendering the remote's routes, e.g. `./App`. */
  module: string;
  routes: RemoteRouteSpec[];
}

export interface Registry {
  remotes: RemoteSpec[];
}

export interface RouteOwner {
  remote: RemoteSpec;
  route: RemoteRouteSpec;
}
