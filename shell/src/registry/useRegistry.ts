import { useCallback, useSyncExternalStore } from 'react';
import { loadedRegistry, loadRegistry } from './loadRegistry';
import type { Registry } from './types';

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; registry: Registry }
  | { status: 'failed'; error: unknown };

// Kept outside the QueryClient on purpose: logout and session expiry clear every cached query,
// and the registry is platform configuration, not user data. Dropping it would unmount the
// remote on screen mid-flow.
let state: RegistryState = { status: 'loading' };
const listeners = new Set<() => void>();

function set(next: RegistryState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function load() {
  loadRegistry().then(
    (registry) => set({ status: 'ready', registry }),
    (error: unknown) => set({ status: 'failed', error }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'loading' && listeners.size === 1) load();
  return () => {
    listeners.delete(listener);
  };
}

/** Read before the first render (a prerendered page, see bootstrap.tsx): start out ready. */
function snapshot(): RegistryState {
  const registry = state.status === 'loading' ? loadedRegistry() : null;
  if (registry) state = { status: 'ready', registry };
  return state;
}

export function useRegistry(): { state: RegistryState; retry: () => void } {
  // The same snapshot serves hydration of the prerendered page (see bootstrap.tsx).
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const retry = useCallback(() => {
    set({ status: 'loading' });
    load();
  }, []);
  return { state: current, retry };
}
