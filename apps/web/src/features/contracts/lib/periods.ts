import { addDays } from '../../../shared/lib/dates.ts';

/** `YYYY-MM-DD HH:mm:ss` in the merchant's time zone, as the API answers times: its day and `HH:mm`. */
const pieces = (time: string) => ({ day: time.slice(0, 10), clock: time.slice(11, 16) });

/**
 * A settlement period (its bounds in the merchant's time, the end exclusive): whole days as their
 * dates ("2026-11-24", or "2026-11-22 – 2026-11-28" for a week), a shorter period as its day and
 * times ("2026-11-24 09:00–10:00").
 */
export const periodLabel = (start: string, end: string): string => {
  const from = pieces(start);
  const to = pieces(end);
  if (from.clock === '00:00' && to.clock === '00:00') {
    const last = addDays(to.day, -1);
    return last === from.day ? from.day : `${from.day} – ${last}`;
  }
  return `${from.day} ${from.clock}–${to.clock}`;
};
