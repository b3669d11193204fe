// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2024-06-15T12:00:00Z');
const member = { token: 'a'.repeat(64), isAgent: false, username: 'taro' };

/** The module as a fresh page load finds it: the session store reads the storage when it starts. */
const loadPage = async () => {
  vi.resetModules();
  return import('./session.ts');
};

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('a session for the tab', () => {
  it('lasts as long as the tab, and no remembered session is kept', async () => {
    const session = await loadPage();
    expect(session.getSession()).toBeNull();
    session.startSession(member, { remember: false });
    expect(session.getSession()).toEqual(member);
    expect(localStorage.getItem('rememberedSession')).toBeNull();
    expect((await loadPage()).getSession()).toEqual(member);
  });

  it('reads the agent flag back as a boolean', async () => {
    (await loadPage()).startSession({ ...member, isAgent: true }, { remember: false });
    expect((await loadPage()).getSession()).toEqual({ ...member, isAgent: true });
  });
});

describe('a remembered session', () => {
  it('outlives the tab for exactly one day', async () => {
    (await loadPage()).startSession(member, { remember: true });
    sessionStorage.clear();

    vi.setSystemTime(START.getTime() + DAY_MS - 1);
    expect((await loadPage()).getSession()).toEqual(member);

    vi.setSystemTime(START.getTime() + DAY_MS);
    expect((await loadPage()).getSession()).toBeNull();
    expect(localStorage.getItem('rememberedSession')).toBeNull();
  });

  it.each([
    ['not JSON', '{token'],
    ['without a token', JSON.stringify({ isAgent: false, username: 'taro', expiresAt: Infinity })],
    ['with an empty token', JSON.stringify({ ...member, token: '', expiresAt: START.getTime() + DAY_MS })],
    [
      'with a text for a flag',
      JSON.stringify({ ...member, isAgent: 'false', expiresAt: START.getTime() + DAY_MS }),
    ],
    ['without an expiry', JSON.stringify(member)],
  ])('is dropped when edited by hand (%s)', async (_, stored) => {
    localStorage.setItem('rememberedSession', stored);
    expect((await loadPage()).getSession()).toBeNull();
    expect(localStorage.getItem('rememberedSession')).toBeNull();
  });
});

describe('the remembered login', () => {
  it('keeps the username when "remember" is ticked, and forgets it when not', async () => {
    const session = await loadPage();
    session.startSession(member, { remember: true, login: { type: 'username', username: 'taro' } });
    expect(session.getRememberedLogin()).toEqual({ type: 'username', username: 'taro' });
    session.startSession(member, { remember: false, login: { type: 'username', username: 'taro' } });
    expect(session.getRememberedLogin()).toBeUndefined();
  });

  it('keeps an SMS login’s number instead of an earlier username', async () => {
    const session = await loadPage();
    session.startSession(member, { remember: true, login: { type: 'username', username: 'taro' } });
    const sms = { type: 'sms', countryDialingCode: '81', mobileNum: '9012345678' } as const;
    session.startSession(member, { remember: true, login: sms });
    expect(session.getRememberedLogin()).toEqual(sms);
    expect(Cookies.get('rememberedUsername')).toBeUndefined();
  });

  it('is left alone by a session started without a login form (registration, free play)', async () => {
    const session = await loadPage();
    session.startSession(member, { remember: true, login: { type: 'username', username: 'taro' } });
    session.startSession({ ...member, username: 'guest' }, { remember: false });
    expect(session.getRememberedLogin()).toEqual({ type: 'username', username: 'taro' });
  });
});

describe('ending a session', () => {
  it('clearSession forgets the token but keeps the remembered login', async () => {
    const session = await loadPage();
    session.startSession(member, { remember: true, login: { type: 'username', username: 'taro' } });
    session.clearSession();
    expect(session.getSession()).toBeNull();
    expect((await loadPage()).getSession()).toBeNull();
    expect(session.getRememberedLogin()).toEqual({ type: 'username', username: 'taro' });
  });

  it('endSession clears the tab’s storage but restores the merchant code', async () => {
    const session = await loadPage();
    session.setMerchantCode('M001');
    session.startSession(member, { remember: false });
    sessionStorage.setItem('somethingElse', 'x');
    session.endSession();
    expect(session.getSession()).toBeNull();
    expect(sessionStorage.getItem('somethingElse')).toBeNull();
    expect(session.getMerchantCode()).toBe('M001');
    expect((await loadPage()).getSession()).toBeNull();
  });

  it('tells the subscribers of the store', async () => {
    const session = await loadPage();
    const { result } = renderHook(() => session.useSession());
    expect(result.current).toBeNull();
    act(() => session.startSession(member, { remember: false }));
    expect(result.current).toEqual(member);
    act(() => session.endSession());
    expect(result.current).toBeNull();
  });
});

describe('the merchant code', () => {
  it('is read from the tab first, then from the browser', async () => {
    const session = await loadPage();
    expect(session.getMerchantCode()).toBeNull();
    localStorage.setItem('merchantCode', 'OLD');
    expect(session.getMerchantCode()).toBe('OLD');
    sessionStorage.setItem('merchantCode', 'TAB');
    expect(session.getMerchantCode()).toBe('TAB');
  });
});
