import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { z } from 'zod';
import { REMEMBER_ME_DAYS } from '@platform/contract';
import { createStore } from './create-store.ts';

export interface Session {
  token: string;
  isAgent: boolean;
  username: string;
}

const SESSION_KEYS = { token: 'token', isAgent: 'isAgent', username: 'username' } as const;
const MERCHANT_KEY = 'merchantCode';
/** "Remember password" keeps the token (never the password) in local storage for a day. */
const REMEMBERED_KEY = 'rememberedSession';
const USERNAME_COOKIE = 'rememberedUsername';
const DAY_MS = 24 * 60 * 60 * 1000;

const rememberedSchema = z.object({
  token: z.string().min(1),
  isAgent: z.boolean(),
  username: z.string(),
  expiresAt: z.number(),
});

const readRemembered = (): Session | null => {
  const raw = localStorage.getItem(REMEMBERED_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const remembered = rememberedSchema.safeParse(parsed);
  if (!remembered.success || remembered.data.expiresAt <= Date.now()) {
    localStorage.removeItem(REMEMBERED_KEY);
    return null;
  }
  const { token, isAgent, username } = remembered.data;
  return { token, isAgent, username };
};

const readSession = (): Session | null => {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  if (token === null) return readRemembered();
  return {
    token,
    isAgent: sessionStorage.getItem(SESSION_KEYS.isAgent) === 'true',
    username: sessionStorage.getItem(SESSION_KEYS.username) ?? '',
  };
};

const removeSessionKeys = () => {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
};

const store = createStore<Session | null>(readSession());

export const getSession = store.get;

export const useSession = (): Session | null => useSyncExternalStore(store.subscribe, store.get);

/** The username kept by "remember password", used to prefill the login form. */
export const getRememberedUsername = (): string | undefined => Cookies.get(USERNAME_COOKIE);

export const startSession = (session: Session, options: { remember: boolean }) => {
  removeSessionKeys();
  if (options.remember) {
    const expiresAt = Date.now() + REMEMBER_ME_DAYS * DAY_MS;
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ ...session, expiresAt }));
    Cookies.set(USERNAME_COOKIE, session.username, { expires: REMEMBER_ME_DAYS, sameSite: 'strict' });
  } else {
    localStorage.removeItem(REMEMBERED_KEY);
    Cookies.remove(USERNAME_COOKIE);
    sessionStorage.setItem(SESSION_KEYS.token, session.token);
    sessionStorage.setItem(SESSION_KEYS.isAgent, String(session.isAgent));
    sessionStorage.setItem(SESSION_KEYS.username, session.username);
  }
  store.set(session);
};

/** The gateway no longer knows the token: forget it, keep the remembered username. */
export const clearSession = () => {
  removeSessionKeys();
  localStorage.removeItem(REMEMBERED_KEY);
  store.set(null);
};

/** Sign-out (spec section 4): all session storage goes, the merchant code is restored. */
export const endSession = () => {
  const merchantCode = getMerchantCode();
  sessionStorage.clear();
  localStorage.removeItem(REMEMBERED_KEY);
  if (merchantCode !== null) setMerchantCode(merchantCode);
  store.set(null);
};

export const getMerchantCode = (): string | null =>
  sessionStorage.getItem(MERCHANT_KEY) ?? localStorage.getItem(MERCHANT_KEY);

export const setMerchantCode = (merchantCode: string) => {
  sessionStorage.setItem(MERCHANT_KEY, merchantCode);
  localStorage.setItem(MERCHANT_KEY, merchantCode);
};
