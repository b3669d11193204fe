/** Calendar days as `YYYY-MM-DD` strings (the API's day format), counted without local time zones. */

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (day: string): number => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Days from `start` to `end`, both counted: the same day is 1. */
export const daysInRange = (start: string, end: string): number =>
  Math.round((toUtc(end) - toUtc(start)) / DAY_MS) + 1;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The fields of `date` as a 24-hour clock in `timeZone` shows them, in `en-US` digits. A formatter
 * is made once per time zone and fields: making one costs far more than using it.
 */
export const partsIn = (
  date: Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Record<string, string> => {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...options });
    formatters.set(key, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
};

/** Today in the merchant's time zone: the day the API counts in. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  const parts = partsIn(now, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${String(parts.year)}-${String(parts.month)}-${String(parts.day)}`;
};

export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && fromUtc(toUtc(text)) === text;
