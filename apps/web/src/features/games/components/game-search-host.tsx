import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeGameSearch, useIsGameSearchOpen } from '../lib/search-modal.ts';

// The search loads when it first opens, so a visitor's first load does not carry it.
const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog.tsx')).SearchDialog }));

/** Shows the search modal while it is open; a route change (a game started) closes it. */
export function GameSearchHost() {
  const isOpen = useIsGameSearchOpen();
  const { pathname } = useLocation();
  // Only a change of page closes it: this host loads after the page, and a search opened before it
  // arrived (an early click on the search button) must still open.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeGameSearch();
  }, [pathname]);
  return isOpen ? (
    <Suspense fallback={null}>
      <SearchDialog onClose={closeGameSearch} />
    </Suspense>
  ) : null;
}
