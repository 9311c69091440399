import { Navigate, Route, Routes, useLocation } from '@optio/router';
import { Spinner } from '@optio/ui';
import { useTranslation } from '@optio/i18n';
import { useRegistry } from '../registry/useRegistry';
import { resolveOwner } from '../registry/resolveOwner';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { RemoteErrorPanel } from '../remotes/RemoteErrorPanel';
import { RouteGate } from './RouteGate';

function OwnedRoute() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { state, retry } = useRegistry();

  if (state.status === 'loading') {
    return (
      <div className="shell-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (state.status === 'failed') return <RemoteErrorPanel onRetry={retry} />;

  const owner = resolveOwner(state.registry, pathname);
  if (!owner) return <Navigate to="/" replace />;
  return (
    <RouteGate route={owner.route}>
      <RemoteOutlet spec={owner.remote} />
    </RouteGate>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/friends" element={<Navigate to="/connections" replace />} />
      <Route path="*" element={<OwnedRoute />} />
    </Routes>
  );
}
