import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { RouteProgress } from '@platform/ui/spinner.tsx';

/** After a route change the page starts at the top; a bar shows while a route is loading. */
export function RouteEffects() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (navigation.state === 'idle') return null;
  return <RouteProgress />;
}
