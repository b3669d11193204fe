import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';
import type { PopupAudience } from '@platform/contract';

/**
 * What this browser session has already dismissed (spec section 4: public popups show once per
 * session unless closed, with a closed marker per audience; the first login's welcome until it is
 * closed). Kept in session storage, so a reload remembers it, a new session does not, and sign-out
 * (which clears session storage) starts over.
 */
const KEYS = {
  announcements: 'announcementsClosed',
  audience: (audience: PopupAudience) => `popupClosed.${audience}`,
  /** Set by a login whose result said `firstTimeLogin`: audience F's popups are for it. */
  firstLogin: 'firstTimeLogin',
} as const;

const isSet = (key: string) => sessionStorage.getItem(key) === '1';
const set = (key: string) => sessionStorage.setItem(key, '1');

export const isAnnouncementsClosed = () => isSet(KEYS.announcements);
export const closeAnnouncements = () => set(KEYS.announcements);

export const isAudienceClosed = (audience: PopupAudience) => isSet(KEYS.audience(audience));
export const closeAudience = (audience: PopupAudience) => set(KEYS.audience(audience));

export const isFirstLogin = () => isSet(KEYS.firstLogin);
/** Called by the login popup when the login was the account's first. */
export const markFirstLogin = () => set(KEYS.firstLogin);

const WELCOME_KEY = 'welcomePending';
const welcome = createStore<string | null>(sessionStorage.getItem(WELCOME_KEY));

/** Called by the login popup when a real member's login was the account's first: welcome them by name. */
export const markWelcome = (username: string) => {
  sessionStorage.setItem(WELCOME_KEY, username);
  welcome.set(username);
};
export const closeWelcome = () => {
  sessionStorage.removeItem(WELCOME_KEY);
  welcome.set(null);
};
/** The name of the member still to be welcomed, until the welcome is closed. */
export const useWelcome = (): string | null => useSyncExternalStore(welcome.subscribe, welcome.get);
