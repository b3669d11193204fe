import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** After a route change the page starts at the top (a screen loading shows its bar: `lazyRoute`). */
export function RouteEffects() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
