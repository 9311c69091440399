import { queryClient } from '@optio/api-client';
import { store } from '@optio/session';
import { dashboardQueryOptions } from '../api/getDashboard';

/**
 * A page load of /dashboard: asks for the dashboard as soon as the session is known, while this
 * remote's first render is still under way, instead of from the page's effect after it (the
 * largest paint waits for this answer). The shell loads this module beside its session check.
 */
export function prefetchDashboardOnStart(pathname: string): void {
  if (pathname !== '/dashboard') return;
  const run = () => void queryClient.prefetchQuery(dashboardQueryOptions);
  const { status } = store.getState().session;
  if (status === 'authenticated') return run();
  if (status === 'anonymous') return;
  const unsubscribe = store.subscribe(() => {
    const next = store.getState().session.status;
    if (next === 'loading') return;
    unsubscribe();
    if (next === 'authenticated') run();
  });
}
