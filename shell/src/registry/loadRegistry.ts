import { registerRemotes } from '@module-federation/enhanced/runtime';
import { installRuntimeReporting } from '../platform/install';
import { mfRemote } from './mfRemote';
import { parseRegistry } from './parseRegistry';
import type { Registry } from './types';

export const REGISTRY_URL = '/registry.json';
const REGISTRY_TIMEOUT_MS = 10_000;

let registryPromise: Promise<Registry> | null = null;
let loaded: Registry | null = null;

async function fetchRegistry(): Promise<Registry> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REGISTRY_TIMEOUT_MS);
  try {
    const response = await fetch(REGISTRY_URL, { signal: controller.signal });
    if (!response.ok) throw new Error(`Registry answered ${response.status}`);
    const registry = parseRegistry(await response.json());
    installRuntimeReporting();
    registerRemotes(registry.remotes.map(mfRemote));
    loaded = registry;
    return registry;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the registry once per page; a failed read may be retried. */
export function loadRegistry(): Promise<Registry> {
  registryPromise ??= fetchRegistry().catch((error: unknown) => {
    registryPromise = null;
    throw error;
  });
  return registryPromise;
}

/** The registry once read, for a first render that must not pass through a loading state. */
export function loadedRegistry(): Registry | null {
  return loaded;
}
