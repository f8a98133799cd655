import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** The page (usually a layout's `<Outlet />`). */
  children: ReactNode;
  /** What the error state's 'Refresh Page' does. @defaultValue reloads the page */
  onRefresh?: () => void;
}

interface CatcherProps extends RouteErrorBoundaryProps {
  /** Changes on every move to another address; a new value clears a caught error. */
  resetKey: string;
}

interface CatcherState {
  /** What the page threw (wrapped, as a page may throw anything); `null` while it works. */
  caught: { error: unknown } | null;
  /** The address the state belongs to. */
  resetKey: string;
}

/** The class part: React catches render errors only in class components. */
class Catcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    { resetKey }: CatcherProps,
    state: CatcherState,
  ): Partial<CatcherState> | null {
    return resetKey === state.resetKey ? null : { caught: null, resetKey };
  }

  override render() {
    const { caught } = this.state;
    if (caught === null) return this.props.children;
    return <RouteError error={caught.error} onRefresh={this.props.onRefresh} />;
  }
}

/**
 * Catches what a page throws — a chunk that could not be downloaded, or a bug while rendering —
 * and shows {@link RouteError} in its place, so the frame around it (top bar, footer) stays and
 * the visitor can go elsewhere. Moving to another address (any navigation, even to the same
 * path) clears the error and shows the page again.
 *
 * @example
 * <main><RouteErrorBoundary><Outlet /></RouteErrorBoundary></main>
 * @see spec §2 "Free practice" ('Refresh Page' after a loading error)
 */
export function RouteErrorBoundary({ children, onRefresh }: RouteErrorBoundaryProps) {
  const { key } = useLocation();
  return (
    <Catcher resetKey={key} onRefresh={onRefresh}>
      {children}
    </Catcher>
  );
}
