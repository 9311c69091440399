import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportContainment } from '../platform/install';
import { federationErrorCode } from './loadRemoteApp';

interface Props {
  remote: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** A new value (the next location) clears a failure: the user has moved on to another page. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains one remote: a failure to load or to render stays inside its panel. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `[shell] remote ${this.props.remote} failed: ${federationErrorCode(error)}`,
      error,
      info.componentStack,
    );
    reportContainment(this.props.remote, error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
