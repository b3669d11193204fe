import { useEffect, useRef, useState } from 'react';
import { JACKPOT_COUNTER, MINOR_UNITS_PER_MAJOR } from '@platform/contract';

/** A count-up between two values ends well before the next tick (3 s at the soonest). */
const COUNT_UP_MS = 1200;

/** A whole number in [min, max], both included. */
const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * The spec's own counter (section 9) for a site without a vendor pool: a random start between 1.5M
 * and 2M, then 100 to 500 more every 3 to 5 seconds, each step and pause drawn anew. In minor units,
 * so the cents move too. Runs only while `isRunning`.
 */
export const useSpecJackpot = (isRunning: boolean): number => {
  const [amount, setAmount] = useState(() =>
    randomBetween(
      JACKPOT_COUNTER.START_MIN * MINOR_UNITS_PER_MAJOR,
      JACKPOT_COUNTER.START_MAX * MINOR_UNITS_PER_MAJOR,
    ),
  );
  useEffect(() => {
    if (!isRunning) return undefined;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setAmount(
            (current) =>
              current +
              randomBetween(
                JACKPOT_COUNTER.STEP_MIN * MINOR_UNITS_PER_MAJOR,
                JACKPOT_COUNTER.STEP_MAX * MINOR_UNITS_PER_MAJOR,
              ),
          );
          schedule();
        },
        randomBetween(JACKPOT_COUNTER.INTERVAL_MIN_MS, JACKPOT_COUNTER.INTERVAL_MAX_MS),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [isRunning]);
  return amount;
};

/**
 * Counts the shown number up (or down) to `target` with an easing, one frame at a time; with
 * `isInstant` (reduced motion) it jumps. Undefined until a first target is known.
 */
export const useCountUp = (target: number | undefined, isInstant: boolean): number | undefined => {
  const [shown, setShown] = useState<number>();
  const shownRef = useRef<number>(undefined);
  useEffect(() => {
    if (target === undefined) return undefined;
    const from = shownRef.current ?? target;
    const duration = isInstant ? 0 : COUNT_UP_MS;
    let startedAt: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = duration === 0 ? 1 : Math.min(1, (now - startedAt) / duration);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(from + (target - from) * eased);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, isInstant]);
  return shown;
};
