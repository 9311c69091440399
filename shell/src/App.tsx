import { Provider as ReduxProvider } from 'react-redux';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '@optio/router';
import { queryClient } from '@optio/api-client';
import { I18nextProvider, i18n } from '@optio/i18n';
import { store } from '@optio/session';
import { Toaster } from '@optio/ui';
import './locales';
import './shell.css';
import { VisitBeacon } from './campaigns/VisitBeacon';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { ShellLayout } from './layout/ShellLayout';
import { LoadOnIntent } from './remotes/LoadOnIntent';
import { AppRoutes } from './routing/AppRoutes';
import { SessionBootstrap } from './session/SessionBootstrap';

export function App() {
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <SessionBootstrap />
            <VisitBeacon />
            <LoadOnIntent />
            <AppErrorBoundary>
              <ShellLayout>
                <AppRoutes />
              </ShellLayout>
            </AppErrorBoundary>
            <Toaster />
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
