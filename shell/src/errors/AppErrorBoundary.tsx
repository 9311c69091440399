import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { errorScreenPolicy } from './errorPolicy';

interface State {
  hasError: boolean;
  errorCount: number;
}

/** The shell's last line of defence; remotes have their own boundaries inside the layout. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false, errorCount: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState((s) => ({ errorCount: s.errorCount + 1 }));
    console.error('[shell] unexpected error', error, info.componentStack);
  }

  private tryAgain = () => {
    if (errorScreenPolicy(this.state.errorCount).retryReloads) {
      window.location.reload();
      return;
    }
    this.setState({ hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorScreen
        adviseRefresh={errorScreenPolicy(this.state.errorCount).adviseRefresh}
        onTryAgain={this.tryAgain}
      />
    );
  }
}
