/**
 * Periods of the merchant's calendar: every N minutes, hours, days, weeks (from Monday, or from
 * Sunday when asked), half months
 * (the 1st to the 15th, the 16th to the end) and months, each as the instants it starts and ends and
 * a key that names it (`YYYY-MM-DDTHH:mm`, `YYYY-MM-DDTHH`, `YYYY-MM-DD` of its first day, `YYYY-MM`).
 * Computed with Intl from the IANA time zone, so the merchant's midnight is the boundary, not UTC's.
 */

/** A period a job runs for: `[start, end)`, named by `key` (unique per job). */
export interface Period {
  key: string;
  start: Date;
  end: Date;
}

/** The calendar period kinds; `minutes` must divide a day (1, 5, 15, 60...). */
export type PeriodKind =
  | { every: 'minutes'; minutes: number }
  | { every: 'hour' }
  | { every: 'day' }
  /** Weeks start on Monday unless `firstDay` is 'sunday' (the dividend's Sunday–Saturday week). */
  | { every: 'week'; firstDay?: 'monday' | 'sunday' }
  | { every: 'semimonth' }
  | { every: 'month' };

/** A calendar kind, or a function answering the period that contains an instant. */
export type PeriodSpec = PeriodKind | ((at: Date, timeZone: string) => Period);

/** A wall-clock time in some zone; fields may overflow (day 32), `fromFields` normalises them. */
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock time in `timeZone` at an instant. */
const wallAt = (at: Date, timeZone: string): Wall => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<keyof Wall, number>;
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
};

const asUtc = (wall: Wall) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Normalises overflowing fields (the 32nd of January is the 1st of February). */
const fromFields = (wall: Wall): Wall => {
  const date = new Date(asUtc(wall));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
};

/**
 * The instant a wall-clock time in `timeZone` names: the zone's offset is read at a first guess and
 * read again at the answer, which settles it across a daylight-saving change.
 */
const instantOf = (wall: Wall, timeZone: string): Date => {
  const target = asUtc(wall);
  const offsetAt = (instant: number) => asUtc(wallAt(new Date(instant), timeZone)) - instant;
  const first = target - offsetAt(target);
  const second = target - offsetAt(first);
  return new Date(second);
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayKey = (wall: Wall) => `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
const midnight = (wall: Wall, days = 0): Wall =>
  fromFields({ ...wall, day: wall.day + days, hour: 0, minute: 0, second: 0 });

const MINUTES_PER_DAY = 1440;

const calendarPeriodAt = (kind: PeriodKind, at: Date, timeZone: string): Period => {
  const wall = wallAt(at, timeZone);
  const period = (start: Wall, end: Wall, key: string): Period => ({
    key,
    start: instantOf(start, timeZone),
    end: instantOf(end, timeZone),
  });
  switch (kind.every) {
    case 'minutes': {
      const first = Math.floor((wall.hour * 60 + wall.minute) / kind.minutes) * kind.minutes;
      const start = { ...wall, hour: Math.floor(first / 60), minute: first % 60, second: 0 };
      return period(
        start,
        fromFields({ ...start, minute: start.minute + kind.minutes }),
        `${dayKey(start)}T${pad(start.hour)}:${pad(start.minute)}`,
      );
    }
    case 'hour': {
      const start = { ...wall, minute: 0, second: 0 };
      return period(
        start,
        fromFields({ ...start, hour: start.hour + 1 }),
        `${dayKey(start)}T${pad(start.hour)}`,
      );
    }
    case 'day':
      return period(midnight(wall), midnight(wall, 1), dayKey(wall));
    case 'week': {
      // getUTCDay: Sunday 0; weeks start on Monday unless they start on Sunday.
      const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
      const sinceFirstDay = kind.firstDay === 'sunday' ? weekday : (weekday + 6) % 7;
      const start = midnight(wall, -sinceFirstDay);
      return period(start, midnight(start, 7), dayKey(start));
    }
    case 'semimonth': {
      const start = midnight({ ...wall, day: wall.day <= 15 ? 1 : 16 });
      const end =
        wall.day <= 15
          ? midnight({ ...wall, day: 16 })
          : midnight({ ...wall, month: wall.month + 1, day: 1 });
      return period(start, end, dayKey(start));
    }
    case 'month': {
      const start = midnight({ ...wall, day: 1 });
      return period(start, midnight({ ...wall, month: wall.month + 1, day: 1 }), dayKey(start).slice(0, 7));
    }
  }
};

/** Refuses a kind no calendar can hold (5 minutes is fine, 7 is not: it does not divide a day). */
export const assertPeriodSpec = (spec: PeriodSpec) => {
  if (typeof spec === 'function' || spec.every !== 'minutes') return;
  const { minutes } = spec;
  if (!Number.isInteger(minutes) || minutes < 1 || MINUTES_PER_DAY % minutes !== 0) {
    throw new Error(`a period of ${minutes} minutes does not divide a day`);
  }
};

/** The period of `spec` that contains the instant `at`, in the merchant's time zone. */
export const periodAt = (spec: PeriodSpec, at: Date, timeZone: string): Period =>
  typeof spec === 'function' ? spec(at, timeZone) : calendarPeriodAt(spec, at, timeZone);

/** The period just before one. */
export const previousPeriod = (spec: PeriodSpec, period: Period, timeZone: string): Period =>
  periodAt(spec, new Date(period.start.getTime() - 1), timeZone);

/**
 * The periods due at `now`, oldest first: the last one that has ended `lagMs` ago, and up to
 * `catchUp` periods before it.
 */
export const duePeriods = (
  spec: PeriodSpec,
  now: Date,
  timeZone: string,
  options: { lagMs?: number; catchUp?: number } = {},
): Period[] => {
  const current = periodAt(spec, new Date(now.getTime() - (options.lagMs ?? 0)), timeZone);
  const due = [previousPeriod(spec, current, timeZone)];
  for (let n = 0; n < (options.catchUp ?? 0); n += 1) {
    const oldest = due[0];
    if (!oldest) break;
    due.unshift(previousPeriod(spec, oldest, timeZone));
  }
  return due;
};
