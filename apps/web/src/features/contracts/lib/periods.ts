import { partsIn } from '../../../shared/lib/dates.ts';

const HOUR_MS = 60 * 60 * 1000;

const pieces = (date: Date, timeZone: string) => {
  const p = partsIn(date, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

/**
 * A settlement period in the merchant's time zone: whole days as their dates ("2026-11-24", or
 * "2026-11-22 – 2026-11-28" for a week), a shorter period as its day and times
 * ("2026-11-24 09:00–10:00").
 */
export const periodLabel = (start: string, end: string, timeZone: string): string => {
  const from = pieces(new Date(start), timeZone);
  const to = pieces(new Date(end), timeZone);
  if (from.time === '00:00' && to.time === '00:00') {
    // The end is exclusive: the period's last day is the one before it (an hour before is that day even across a DST change).
    const last = pieces(new Date(Date.parse(end) - HOUR_MS), timeZone).day;
    return last === from.day ? from.day : `${from.day} – ${last}`;
  }
  return `${from.day} ${from.time}–${to.time}`;
};
