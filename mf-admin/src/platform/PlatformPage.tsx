import { useSession } from '@optio/session';
import { PlatformOverview } from './PlatformOverview';
import { RegistryCheck } from './RegistryCheck';

/**
 * Admins get the whole overview (releases, health, skew, errors, rollback and promote, all
 * admin-only on the server); educators keep the registry check from their browser.
 */
export function PlatformPage() {
  return useSession().user?.role === 'admin' ? <PlatformOverview /> : <RegistryCheck />;
}
