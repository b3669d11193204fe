import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, loadFailureOf, SlowLoadError, withinChunkTimeout } from './load-failure.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadFailureOf', () => {
  it('tells a script chunk that did not load in each browser', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://casino.example/assets/download-x1.js',
      'error loading dynamically imported module: https://casino.example/assets/download-x1.js',
      'Importing a module script failed.',
    ]) {
      expect(loadFailureOf(new TypeError(message))).toBe('script');
    }
  });

  it('tells a stylesheet that did not load (Vite’s preload helper), and the time-out', () => {
    expect(loadFailureOf(new Error('Unable to preload CSS for /assets/promotions-x1.css'))).toBe('style');
    expect(loadFailureOf(new SlowLoadError())).toBe('slow');
  });

  it('leaves a page that failed to render to the general message', () => {
    expect(loadFailureOf(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBeNull();
    expect(loadFailureOf(new Error('Failed to fetch dynamically imported module'))).toBeNull();
    expect(loadFailureOf('offline')).toBeNull();
  });
});

describe('withinChunkTimeout', () => {
  it('gives up on a chunk still loading after 120 seconds', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = withinChunkTimeout(new Promise<never>(() => undefined)).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toHaveBeenCalledWith(expect.any(SlowLoadError));
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes on what arrives in time, and its failure, and then lets the clock be', async () => {
    vi.useFakeTimers();
    await expect(withinChunkTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    await expect(withinChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
