import { Component, type ReactNode } from 'react';

export interface ScreenErrorBoundaryProps {
  readonly fallback: (retry: () => void, error: unknown) => ReactNode;
  readonly children: ReactNode;
}

/**
 * Catches a screen that throws, so its area shows an error with Retry instead of a blank page. The error is logged
 * once, by the React root's onCaughtError (src/boot/root-error-options.ts), with its component stack.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  private readonly retry = () => this.setState({ failed: false, error: null });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
