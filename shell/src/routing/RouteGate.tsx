import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@optio/router';
import { passesRoleGate } from '@optio/contracts/roles';
import { useSession } from '@optio/session';
import { Spinner } from '@optio/ui';
import { useTranslation } from '@optio/i18n';
import type { RemoteRouteSpec } from '../registry/types';

/** docs/product.md#gate. A convenience only: the API checks role and ownership on every call. */
export function RouteGate({ route, children }: { route: RemoteRouteSpec; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const location = useLocation();
  if (!route.auth) return <>{children}</>;
  if (session.status === 'loading') {
    return (
      <div className="shell-center">
        <Spinner label={t('checkingSession')} />
      </div>
    );
  }
  if (!session.user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!passesRoleGate(session.user.role, route.roles)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
