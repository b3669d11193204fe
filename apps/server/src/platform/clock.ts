/**
 * The time services run by (STYLE.md: services take `clock` from their dependencies). Module code
 * never calls `Date.now()` or `new Date()` itself, so a test can move the day, the hour or the
 * period instead of waiting for it.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The machine's clock: what the app runs by outside tests. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it stands still between moves. */
export interface ManualClock extends Clock {
  /** Jumps to an instant. */
  set(at: Date | string): void;
  /** Moves forward (or back, with a negative amount) by milliseconds. */
  advance(ms: number): void;
}

export const createManualClock = (start: Date | string): ManualClock => {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
};
