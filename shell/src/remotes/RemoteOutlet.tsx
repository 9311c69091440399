import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@optio/ui';
import { useTranslation } from '@optio/i18n';
import type { RemoteSpec } from '../registry/types';
import { loadRemoteApp } from './loadRemoteApp';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';

// One lazy component per remote for the page's lifetime, so moving between a remote's routes
// does not suspend again; a retry replaces it with a fresh load.
const lazyApps = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyApp(spec: RemoteSpec, fresh: boolean) {
  let app = lazyApps.get(spec.name);
  if (!app || fresh) {
    app = lazy(() => loadRemoteApp(spec, fresh));
    lazyApps.set(spec.name, app);
  }
  return app;
}

export function RemoteOutlet({ spec }: { spec: RemoteSpec }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [App, setApp] = useState(() => lazyApp(spec, false));
  const [forSpec, setForSpec] = useState(spec);
  if (forSpec !== spec) {
    setForSpec(spec);
    setApp(() => lazyApp(spec, false));
  }

  return (
    <RemoteBoundary
      key={`${spec.name}:${attempt}`}
      remote={spec.name}
      onRetry={() => {
        setApp(() => lazyApp(spec, true));
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <RemoteErrorPanel onRetry={retry} />}
    >
      <Suspense
        fallback={
          <div className="shell-center">
            <Spinner label={t('loading')} />
          </div>
        }
      >
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}
