import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This module is currently unavailable';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="warning" className="d-flex align-items-center justify-content-between" role="alert">
      <span>{REMOTE_UNAVAILABLE_MESSAGE}</span>
      <Button variant="outline-primary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

export interface RemoteErrorBoundaryProps {
  /** Name of the remote; callers also pass it as `key` so each remote gets its own boundary. */
  remoteName: string;
  /** Called on Retry before the boundary re-renders its children (create a fresh lazy component there). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remoteName} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
