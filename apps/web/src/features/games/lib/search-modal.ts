import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

/** Whether the search modal is open: the navigation bar and the side menu both open it. */
const store = createStore(false);

export const openGameSearch = () => store.set(true);
export const closeGameSearch = () => store.set(false);
export const useIsGameSearchOpen = (): boolean => useSyncExternalStore(store.subscribe, store.get);
