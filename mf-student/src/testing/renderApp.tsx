import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@optio/router';
import { profileQueryKey } from '@optio/api-client';
import { profileLoaded, store } from '@optio/session';
import type { User } from '@optio/contracts';
import StudentApp from '../App';

const student = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'student',
} as User;

/** Renders the remote at `path` with a signed-in user in the session store (a student unless a
 * profile is given); a given profile is put in the cache too, as the shell would. */
export function renderApp(path: string, profile?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (profile) client.setQueryData(profileQueryKey, profile);
  store.dispatch(profileLoaded({ ...student, ...(profile as Partial<User> | undefined) }));
  return render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <StudentApp />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}
