import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@optio/router';
import { profileQueryKey } from '@optio/api-client';
import { store } from '@optio/session';
import StudentApp from '../App';

/** Renders the remote at `path`; a given profile is put in the cache as the shell would. */
export function renderApp(path: string, profile?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (profile) client.setQueryData(profileQueryKey, profile);
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
