import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '@optio/ui';
import { useTranslation } from '@optio/i18n';
import { loadRegistry } from '../registry/loadRegistry';
import { resolveOwner } from '../registry/resolveOwner';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { RemoteErrorPanel } from '../remotes/RemoteErrorPanel';
import { RouteGate } from './RouteGate';

function OwnedRoute() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const registry = useQuery({
    queryKey: ['shell', 'registry'],
    queryFn: loadRegistry,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });

  if (registry.isPending) {
    return (
      <div className="shell-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (registry.isError) return <RemoteErrorPanel onRetry={() => void registry.refetch()} />;

  const owner = resolveOwner(registry.data, pathname);
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
