// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

/** The one word the dialog takes from the app: its close button's. */
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { common: { close: 'Close' } } } } });
const renderInApp = (element: ReactElement) =>
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

const CLOSES_AFTER_MS = 8000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderNotice = (onClose: () => void) =>
  renderInApp(
    <Dialog title="Redemption received" onClose={onClose} closesAfterMs={CLOSES_AFTER_MS}>
      <p>Reference PM0000000001 is in process.</p>
    </Dialog>,
  );

const panel = () => screen.getByText('Reference PM0000000001 is in process.').parentElement as HTMLElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Dialog closesAfterMs', () => {
  it('closes by itself once the time is up, with the bar running down meanwhile', async () => {
    const onClose = vi.fn();
    const { container } = renderNotice(onClose);
    expect(container.ownerDocument.querySelector('.dialog__countdown')).not.toBeNull();
    await advance(CLOSES_AFTER_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while the pointer is over it, and counts the time left once it leaves', async () => {
    const onClose = vi.fn();
    renderNotice(onClose);
    await advance(5000);
    fireEvent.pointerEnter(panel());
    await advance(60_000);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(panel());
    await advance(CLOSES_AFTER_MS - 5000 - 1);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open for a person who presses in it or uses a key, and drops the bar', async () => {
    const pressed = vi.fn();
    renderNotice(pressed);
    fireEvent.pointerDown(panel());
    await advance(CLOSES_AFTER_MS * 2);
    expect(pressed).not.toHaveBeenCalled();
    expect(document.querySelector('.dialog__countdown')).toBeNull();
    cleanup();

    const typed = vi.fn();
    renderNotice(typed);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    await advance(CLOSES_AFTER_MS * 2);
    expect(typed).not.toHaveBeenCalled();
  });

  it('forgets the count once closed by other means, and counts nothing without the option', async () => {
    const onClose = vi.fn();
    renderNotice(onClose).unmount();
    await advance(CLOSES_AFTER_MS * 2);
    expect(onClose).not.toHaveBeenCalled();

    renderInApp(
      <Dialog title="Sign out" onClose={onClose}>
        <p>Are you sure?</p>
      </Dialog>,
    );
    await advance(CLOSES_AFTER_MS * 2);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('.dialog__countdown')).toBeNull();
  });
});
