import type { RemoteSpec } from './types';

/** How the MF runtime registers a registry entry: its container name and absolute manifest URL. */
export function mfRemote(spec: Pick<RemoteSpec, 'name' | 'manifest'>) {
  return { name: spec.name, entry: new URL(spec.manifest, location.href).href };
}
