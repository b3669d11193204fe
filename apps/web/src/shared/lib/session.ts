import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { REMEMBER_ME_DAYS } from '@platform/contract';
import { createStore } from '@platform/ui/create-store.ts';
import { isRecord } from '@platform/ui/is-record.ts';

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
/** An SMS login remembers the number it was sent to instead (spec section 4). */
const MOBILE_COOKIE = 'rememberedMobile';
const DIALING_CODE_COOKIE = 'rememberedDialingCode';
const DAY_MS = 24 * 60 * 60 * 1000;

interface RememberedSession extends Session {
  expiresAt: number;
}

/** Local storage outlives releases and can be edited by hand: anything else is dropped. */
const isRememberedSession = (value: unknown): value is RememberedSession =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  value.token !== '' &&
  typeof value.isAgent === 'boolean' &&
  typeof value.username === 'string' &&
  typeof value.expiresAt === 'number';

const readRemembered = (): Session | null => {
  const raw = localStorage.getItem(REMEMBERED_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isRememberedSession(parsed) || parsed.expiresAt <= Date.now()) {
    localStorage.removeItem(REMEMBERED_KEY);
    return null;
  }
  const { token, isAgent, username } = parsed;
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

/** What "remember password" keeps to prefill the login form: the username, or the SMS login's number. */
export type RememberedLogin =
  { type: 'username'; username: string } | { type: 'sms'; countryDialingCode: string; mobileNum: string };

export const getRememberedLogin = (): RememberedLogin | undefined => {
  const mobileNum = Cookies.get(MOBILE_COOKIE);
  const countryDialingCode = Cookies.get(DIALING_CODE_COOKIE);
  if (mobileNum !== undefined && countryDialingCode !== undefined) {
    return { type: 'sms', countryDialingCode, mobileNum };
  }
  const username = Cookies.get(USERNAME_COOKIE);
  return username === undefined ? undefined : { type: 'username', username };
};

/** Keeps the last login's identifier for a day, or, unticked (null), forgets every remembered one. */
const rememberLogin = (login: RememberedLogin | null) => {
  for (const cookie of [USERNAME_COOKIE, MOBILE_COOKIE, DIALING_CODE_COOKIE]) Cookies.remove(cookie);
  if (login === null) return;
  const attributes = { expires: REMEMBER_ME_DAYS, sameSite: 'strict' } as const;
  if (login.type === 'username') {
    Cookies.set(USERNAME_COOKIE, login.username, attributes);
  } else {
    Cookies.set(MOBILE_COOKIE, login.mobileNum, attributes);
    Cookies.set(DIALING_CODE_COOKIE, login.countryDialingCode, attributes);
  }
};

/**
 * Stores the session: for a day in local storage when remembered, else for the tab. `login`, from
 * the login form, is what "remember password" keeps or, unticked, forgets; registration and free
 * play leave the remembered login alone.
 */
export const startSession = (session: Session, options: { remember: boolean; login?: RememberedLogin }) => {
  removeSessionKeys();
  if (options.remember) {
    const expiresAt = Date.now() + REMEMBER_ME_DAYS * DAY_MS;
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ ...session, expiresAt }));
  } else {
    localStorage.removeItem(REMEMBERED_KEY);
    sessionStorage.setItem(SESSION_KEYS.token, session.token);
    sessionStorage.setItem(SESSION_KEYS.isAgent, String(session.isAgent));
    sessionStorage.setItem(SESSION_KEYS.username, session.username);
  }
  if (options.login !== undefined) rememberLogin(options.remember ? options.login : null);
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
