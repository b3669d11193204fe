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

/** Today in the merchant's time zone: the day the API counts in. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${String(parts.year)}-${String(parts.month)}-${String(parts.day)}`;
};

export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && fromUtc(toUtc(text)) === text;
