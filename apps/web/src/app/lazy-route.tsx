import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteProgress } from '@platform/ui/spinner.tsx';
import { withinChunkTimeout } from './load-failure.ts';
import { RouteError } from './routes/route-error.tsx';

/**
 * A route's screen from its own chunk (`load` resolves to its component): the layout around it
 * stays on screen while the chunk loads, with the progress bar at the top of the window. A load
 * that fails or takes longer than the chunk time-out throws to `RouteErrorBoundary`; the next
 * render (its retry) asks for the chunk again, since `lazy` keeps the failure it saw.
 */
export const lazyRoute = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const lazyScreen = () =>
    lazy(async () => {
      try {
        return { default: await withinChunkTimeout(load()) };
      } catch (error) {
        Screen = lazyScreen();
        throw error;
      }
    });
  let Screen = lazyScreen();
  return function LazyRoute(props: P) {
    return (
      <Suspense fallback={<RouteProgress />}>
        <Screen {...props} />
      </Suspense>
    );
  };
};

interface RouteErrorBoundaryProps {
  /** The address shown: going to another page leaves the error behind. */
  pathname: string;
  /** The whole window (a failure of the layout itself), rather than the page inside the layout. */
  isFullPage?: boolean;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure: { at: string; error: unknown } | null;
}

/**
 * A page that failed to load or render shows `RouteError` (the reason, and a retry) until the
 * address changes or the retry renders it again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failure: null };

  override componentDidCatch(error: unknown) {
    this.setState({ failure: { at: this.props.pathname, error } });
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    // Another page leaves the failure behind: coming back tries the page again.
    if (previous.pathname !== this.props.pathname && this.state.failure !== null) {
      this.setState({ failure: null });
    }
  }

  override render() {
    const { failure } = this.state;
    if (failure === null || failure.at !== this.props.pathname) return this.props.children;
    return (
      <RouteError
        error={failure.error}
        isFullPage={this.props.isFullPage}
        onRetry={() => this.setState({ failure: null })}
      />
    );
  }
}

/** A layout's page (`Outlet`): one that fails shows why inside the layout, which stays usable. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
