import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeGameSearch, useIsGameSearchOpen } from '../lib/search-modal.ts';

// The search loads when it first opens, so a visitor's first load does not carry it.
const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog.tsx')).SearchDialog }));

/** Shows the search modal while it is open; a route change (a game started) closes it. */
export function GameSearchHost() {
  const isOpen = useIsGameSearchOpen();
  const { pathname } = useLocation();
  useEffect(() => {
    closeGameSearch();
  }, [pathname]);
  return isOpen ? (
    <Suspense fallback={null}>
      <SearchDialog onClose={closeGameSearch} />
    </Suspense>
  ) : null;
}
