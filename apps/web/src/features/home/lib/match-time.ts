import { addDays, partsIn, todayIn } from '../../../shared/lib/dates.ts';

/** How a match time reads (spec section 2): today or tomorrow with the time, else `MM/DD HH:mm`. */
export type MatchTimeLabel =
  { day: 'today' | 'tomorrow'; time: string } | { day: 'date'; date: string; time: string };

const CLOCK_FIELDS: Intl.DateTimeFormatOptions = {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/** The label of a match at `matchTime` (an ISO instant), counted in the site's time zone. */
export const labelMatchTime = (matchTime: string, timeZone: string, now: Date): MatchTimeLabel => {
  const match = new Date(matchTime);
  const parts = partsIn(match, timeZone, CLOCK_FIELDS);
  const time = `${String(parts.hour)}:${String(parts.minute)}`;
  const day = todayIn(timeZone, match);
  const today = todayIn(timeZone, now);
  if (day === today) return { day: 'today', time };
  if (day === addDays(today, 1)) return { day: 'tomorrow', time };
  return { day: 'date', date: `${String(parts.month)}/${String(parts.day)}`, time };
};
