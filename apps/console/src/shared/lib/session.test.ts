// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a fresh page load finds it: the session store reads the tab's storage when it starts. */
const loadPage = async () => {
  vi.resetModules();
  return import('./session.ts');
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the console session', () => {
  it('lives in the tab’s storage under its own key, apart from the member site’s token', async () => {
    sessionStorage.setItem('token', 'member-site-token');
    const session = await loadPage();
    expect(session.getSession()).toBeNull();
    session.startSession('staff-token', { mustChangePassword: false });
    expect(sessionStorage.getItem('console.token')).toBe('staff-token');
    expect(sessionStorage.getItem('token')).toBe('member-site-token');
    expect((await loadPage()).getSession()).toEqual({ token: 'staff-token', mustChangePassword: false });
  });

  it('keeps a required password change until it is done, but not across a reload', async () => {
    const session = await loadPage();
    session.startSession('staff-token', { mustChangePassword: true });
    expect(session.getSession()).toEqual({ token: 'staff-token', mustChangePassword: true });
    session.setPasswordChangeRequired(false);
    expect(session.getSession()).toEqual({ token: 'staff-token', mustChangePassword: false });
    session.setPasswordChangeRequired(true);
    expect((await loadPage()).getSession()).toEqual({ token: 'staff-token', mustChangePassword: false });
  });

  it('does not start a session by asking for a password change', async () => {
    const session = await loadPage();
    session.setPasswordChangeRequired(true);
    expect(session.getSession()).toBeNull();
  });

  it('ends with its reason, tells every listener once, and a new session clears the reason', async () => {
    const session = await loadPage();
    const listener = vi.fn();
    const stopped = vi.fn();
    session.onSessionEnd(listener);
    const stop = session.onSessionEnd(stopped);
    stop();
    session.startSession('staff-token', { mustChangePassword: false });
    session.endSession('expired');
    expect(session.getSession()).toBeNull();
    expect(sessionStorage.getItem('console.token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();

    expect(renderHook(() => session.useSessionEndReason()).result.current).toBe('expired');
    session.startSession('next-token', { mustChangePassword: false });
    expect(renderHook(() => session.useSessionEndReason()).result.current).toBeNull();
  });
});
