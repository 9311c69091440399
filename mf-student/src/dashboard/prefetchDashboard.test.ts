import type { User } from '@optio/contracts';

const user = { id: 'u1', first_name: 'Ada', role: 'student' } as User;

/** A fresh page: its own store (session still loading) and QueryClient, with prefetch watched. */
function freshPage() {
  let page!: {
    session: typeof import('@optio/session');
    prefetchDashboardOnStart: typeof import('./prefetchDashboard').prefetchDashboardOnStart;
    dashboardKey: readonly unknown[];
    prefetch: jest.SpyInstance;
  };
  jest.isolateModules(() => {
    const { queryClient } =
      jest.requireActual<typeof import('@optio/api-client')>('@optio/api-client');
    page = {
      session: jest.requireActual('@optio/session'),
      prefetchDashboardOnStart:
        jest.requireActual<typeof import('./prefetchDashboard')>('./prefetchDashboard')
          .prefetchDashboardOnStart,
      dashboardKey:
        jest.requireActual<typeof import('../api/getDashboard')>('../api/getDashboard')
          .dashboardQueryOptions.queryKey,
      prefetch: jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined),
    };
  });
  return page;
}

describe('prefetchDashboardOnStart', () => {
  it('asks for the dashboard once the session check says signed in, not before', () => {
    const page = freshPage();
    expect(page.session.store.getState().session.status).toBe('loading');
    page.prefetchDashboardOnStart('/dashboard');
    expect(page.prefetch).not.toHaveBeenCalled();
    page.session.store.dispatch(page.session.profileLoaded(user));
    page.session.store.dispatch(page.session.profileLoaded(user));
    expect(page.prefetch).toHaveBeenCalledTimes(1);
    expect(page.prefetch.mock.calls[0][0].queryKey).toEqual(page.dashboardKey);
  });

  it('asks at once when the session is already known to be signed in', () => {
    const page = freshPage();
    page.session.store.dispatch(page.session.profileLoaded(user));
    page.prefetchDashboardOnStart('/dashboard');
    expect(page.prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the check says signed out, or on another page', () => {
    const page = freshPage();
    page.prefetchDashboardOnStart('/dashboard');
    page.session.store.dispatch(page.session.signedOut());
    page.session.store.dispatch(page.session.profileLoaded(user));
    page.prefetchDashboardOnStart('/quests');
    expect(page.prefetch).not.toHaveBeenCalled();
  });
});
