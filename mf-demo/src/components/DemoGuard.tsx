import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate } from '@optio/router';
import { useSession } from '@optio/session';
import { resetDemo } from '../state/demoSlice';
import { clearDemoState, loadDemoState, sessionStore } from '../state/persistence';
import { createDemoStore, type DemoStore } from '../state/store';
import { DemoPage } from './DemoPage';

/**
 * One demo store per page load, created on the first visit to /demo: leaving /demo and coming
 * back (or the shell remounting the remote) keeps the demo where it was.
 */
let boot: { store: DemoStore; restored: boolean } | null = null;

function bootDemo(restart: boolean) {
  if (!boot) {
    const storage = sessionStore();
    if (restart) clearDemoState(storage);
    const saved = restart ? null : loadDemoState(storage);
    boot = { store: createDemoStore(saved, storage), restored: saved !== null };
  }
  return boot;
}

/**
 * The /demo guard (docs/product.md#screens leaves its rule open; decided in mf-demo/README.md):
 * - it never blocks: signed-out and signed-in visitors alike get the demo; signed-in ones see
 *   a note that the demo is a sandbox, with a link back to their dashboard;
 * - it restores this tab's saved demo from session storage after validating it, and starts a
 *   fresh demo when nothing valid is saved (corrupt data is discarded);
 * - `/demo?restart` discards the saved demo and starts over;
 * - it resumes no later than the saved facts allow (no persona: step 0; no quest chosen: step 2).
 * The demo's store is its own; the session store is only read (useSession) outside it.
 */
export function DemoGuard() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const restart = new URLSearchParams(location.search).has('restart');
  const { store, restored } = bootDemo(restart);

  useEffect(() => {
    if (!restart) return;
    store.dispatch(resetDemo());
    void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [restart, navigate, location.pathname, store]);

  return (
    <Provider store={store}>
      <DemoPage signedIn={isAuthenticated} restored={restored && !restart} />
    </Provider>
  );
}
