import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

/** Whether a person asked for the announcements popup (the header's megaphone). */
const store = createStore(false);

export const openAnnouncements = () => store.set(true);
export const closeAnnouncementsRequest = () => store.set(false);
export const useIsAnnouncementsRequested = (): boolean => useSyncExternalStore(store.subscribe, store.get);
