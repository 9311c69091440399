import { useCallback, useSyncExternalStore } from 'react';
import { loadRegistry } from './loadRegistry';
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

export function useRegistry(): { state: RegistryState; retry: () => void } {
  const current = useSyncExternalStore(subscribe, () => state);
  const retry = useCallback(() => {
    set({ status: 'loading' });
    load();
  }, []);
  return { state: current, retry };
}
