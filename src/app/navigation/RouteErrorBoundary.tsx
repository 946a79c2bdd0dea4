/**
 * The error boundary of every route and of the shell: what a screen throws while rendering shows
 * the crash screen in its place (spec 3 §2), and a move to another location clears it.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from '../RouteError';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string; failed: boolean };

class Boundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
