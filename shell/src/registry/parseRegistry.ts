import { ROLES, type Role } from '@optio/contracts/roles';
import type { Registry, RemoteRouteSpec, RemoteSpec } from './types';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function asRoute(value: unknown): RemoteRouteSpec | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.path !== 'string' || !v.path.startsWith('/')) return null;
  const roles = Array.isArray(v.roles)
    ? v.roles.filter((r): r is Role => (ROLES as readonly unknown[]).includes(r))
    : undefined;
  return { path: v.path, exact: v.exact === true, auth: v.auth === true || !!roles?.length, roles };
}

/** Validates the registry document; malformed entries are dropped (and reported) rather than
 * taking the whole platform down. */
export function parseRegistry(json: unknown, warn: (msg: string) => void = console.warn): Registry {
  const list = (json as { remotes?: unknown })?.remotes;
  if (!Array.isArray(list)) throw new Error('Registry has no "remotes" list');
  const remotes: RemoteSpec[] = [];
  for (const entry of list) {
    const e = entry as Record<string, unknown>;
    const routes = Array.isArray(e?.routes) ? e.routes.map(asRoute) : [];
    if (
      typeof e?.name !== 'string' ||
      !IDENTIFIER.test(e.name) ||
      typeof e.manifest !== 'string' ||
      routes.some((r) => r === null)
    ) {
      warn(`[shell] ignoring malformed registry entry ${JSON.stringify(entry)}`);
      continue;
    }
    remotes.push({
      name: e.name,
      manifest: e.manifest,
      module: typeof e.module === 'string' ? e.module : './App',
      routes: routes as RemoteRouteSpec[],
    });
  }
  return { remotes };
}
