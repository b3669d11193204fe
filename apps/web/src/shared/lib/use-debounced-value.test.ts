// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (value: string, delayMs = 500) =>
    renderHook(({ value: current, delayMs: delay }) => useDebouncedValue(current, delay), {
      initialProps: { value, delayMs },
    });

  it('starts with the first value', () => {
    expect(render('a').result.current).toBe('a');
  });

  it('gives a new value once it has stood for the whole delay, not a millisecond before', () => {
    const { result, rerender } = render('a');
    rerender({ value: 'ab', delayMs: 500 });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('ab');
  });

  it('restarts the wait on each change and skips the values in between', () => {
    const { result, rerender } = render('a');
    rerender({ value: 'ab', delayMs: 500 });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender({ value: 'abc', delayMs: 500 });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('abc');
  });

  it('stops its timer when the component goes', () => {
    const { rerender, unmount } = render('a');
    rerender({ value: 'ab', delayMs: 500 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
