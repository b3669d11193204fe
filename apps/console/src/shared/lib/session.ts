import { useSyncExternalStore } from 'react';
import { createStore } from '@platform/ui/create-store.ts';

export interface Session {
  token: string;
  /** The gateway answered `password_change_required`: nothing else until the password changes. */
  mustChangePassword: boolean;
}

/** Why the last session ended, for the message on the login page. */
export type SessionEndReason = 'expired' | 'signedOut';

/** Session storage: the token dies with the tab, and the member site's keys stay apart. */
const TOKEN_KEY = 'console.token';

const readSession = (): Session | null => {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token === null ? null : { token, mustChangePassword: false };
};

const sessionStore = createStore<Session | null>(readSession());
const endReasonStore = createStore<SessionEndReason | null>(null);
const endListeners = new Set<() => void>();

export const getSession = sessionStore.get;

export const useSession = (): Session | null =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

export const useSessionEndReason = (): SessionEndReason | null =>
  useSyncExternalStore(endReasonStore.subscribe, endReasonStore.get);

/** Runs `listener` whenever a session ends (the query cache must not outlive its staff member). */
export const onSessionEnd = (listener: () => void) => {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
};

export const startSession = (token: string, options: { mustChangePassword: boolean }) => {
  sessionStorage.setItem(TOKEN_KEY, token);
  endReasonStore.set(null);
  sessionStore.set({ token, mustChangePassword: options.mustChangePassword });
};

export const endSession = (reason: SessionEndReason) => {
  sessionStorage.removeItem(TOKEN_KEY);
  endReasonStore.set(reason);
  sessionStore.set(null);
  for (const listener of endListeners) listener();
};

export const setPasswordChangeRequired = (required: boolean) => {
  const session = sessionStore.get();
  if (session !== null && session.mustChangePassword !== required) {
    sessionStore.set({ ...session, mustChangePassword: required });
  }
};
