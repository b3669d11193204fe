import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RouteProgress } from '@platform/ui/spinner.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * A route's screen from its own chunk (`load` resolves to its component): the layout around it
 * stays on screen while the chunk loads, with the progress bar at the top of the window.
 */
export const lazyRoute = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Screen = lazy(async () => ({ default: await load() }));
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
  children: ReactNode;
}

/** A page that failed to render or load shows `RouteError` (a reload), until the address changes. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  override componentDidCatch() {
    this.setState({ failedAt: this.props.pathname });
  }

  override render() {
    return this.state.failedAt === this.props.pathname ? <RouteError /> : this.props.children;
  }
}
