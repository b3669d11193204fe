// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { lazyRoute, RouteErrorBoundary } from './lazy-route.tsx';
import { CHUNK_TIMEOUT_MS } from './load-failure.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Download() {
  return <h1>アプリダウンロード</h1>;
}

/** A route whose chunk `load` brings, inside the boundary the layout puts around its page. */
const renderRoute = (load: () => Promise<ComponentType>) => {
  const Route = lazyRoute(load);
  render(
    <I18nextProvider i18n={i18n}>
      <RouteErrorBoundary pathname="/download">
        <Route />
      </RouteErrorBoundary>
    </I18nextProvider>,
  );
};

describe('lazyRoute and RouteErrorBoundary', () => {
  it('shows the chunk-load message and a reload for a script chunk that did not load', async () => {
    renderRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/download-x1.js')),
    );
    expect(await screen.findByRole('heading', { name: 'ページを読み込めませんでした' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('shows the style-load message and a reload for a stylesheet that did not load', async () => {
    renderRoute(() => Promise.reject(new Error('Unable to preload CSS for /assets/download-x1.css')));
    expect(
      await screen.findByRole('heading', { name: 'ページのデザインを読み込めませんでした' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });

  it('shows the page-slow message after 120 seconds, and its retry asks for the chunk again', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce(Download);
    renderRoute(load);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'ページの読み込みに時間がかかっています' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試行' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'アプリダウンロード' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a page that failed to render to the general message', async () => {
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(() => Promise.resolve(Broken));
    expect(await screen.findByRole('heading', { name: 'このページで問題が発生しました' })).toBeTruthy();
  });
});
