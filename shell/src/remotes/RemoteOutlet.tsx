import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from '@optio/router';
import { Spinner } from '@optio/ui';
import { useTranslation } from '@optio/i18n';
import type { RemoteSpec } from '../registry/types';
import { loadRemoteApp } from './loadRemoteApp';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';

// Remotes already loaded on this page render at once on later visits.
const loadedApps = new Map<string, ComponentType>();

/** Loads a remote before the app's first render, so that render already shows its page. */
export async function preloadRemoteApp(spec: RemoteSpec): Promise<void> {
  const { default: App } = await loadRemoteApp(spec, false);
  loadedApps.set(spec.name, App);
}

type LoadState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; App: ComponentType }
  | { key: string; status: 'failed' };

function initialState(key: string, name: string, fresh: boolean): LoadState {
  const App = fresh ? undefined : loadedApps.get(name);
  return App ? { key, status: 'ready', App } : { key, status: 'loading' };
}

function Loading() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-center shell-delayed">
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * Loads a remote's App on demand and mounts it inside its own error boundary and Suspense.
 * The first load is tracked in state rather than by suspending: React holds a revealed Suspense
 * fallback for at least 300 ms, which alone would break the 300 ms navigation budget.
 */
export function RemoteOutlet({ spec }: { spec: RemoteSpec }) {
  const [attempt, setAttempt] = useState(0);
  const key = `${spec.name}:${attempt}`;
  const [state, setState] = useState<LoadState>(() => initialState(key, spec.name, false));
  const current = state.key === key ? state : initialState(key, spec.name, attempt > 0);
  if (current !== state) setState(current);

  useEffect(() => {
    if (current.status !== 'loading') return;
    let live = true;
    loadRemoteApp(spec, attempt > 0).then(
      ({ default: App }) => {
        loadedApps.set(spec.name, App);
        if (live) setState({ key, status: 'ready', App });
      },
      () => {
        if (live) setState({ key, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [current.status, key, spec, attempt]);

  // Moving to another page of this remote leaves a failure behind: that page loads afresh.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (current.status === 'failed') setAttempt((n) => n + 1);
  }, [pathname, current.status]);

  const retry = () => setAttempt((n) => n + 1);
  if (current.status === 'failed') return <RemoteErrorPanel onRetry={retry} />;
  if (current.status === 'loading') return <Loading />;
  const { App } = current;
  return (
    <RemoteBoundary
      key={key}
      remote={spec.name}
      resetKey={pathname}
      onRetry={retry}
      fallback={(onRetry) => <RemoteErrorPanel onRetry={onRetry} />}
    >
      <Suspense fallback={<Loading />}>
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}
