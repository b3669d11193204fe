import { useCallback, useRef } from 'react';

/** Runs `callback` at most once per `intervalMs`; calls inside the interval are dropped. */
export const useThrottledCallback = (callback: () => void, intervalMs: number) => {
  const lastRun = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastRun.current < intervalMs) return;
    lastRun.current = now;
    callback();
  }, [callback, intervalMs]);
};
