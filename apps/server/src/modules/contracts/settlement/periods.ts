import type { ContractKind, DividendPeriod, HourlyPeriod } from '@platform/contract';
import { periodAt, type Period, type PeriodKind } from '../../../platform/jobs/periods.ts';

/*
 * The periods each kind settles and their keys (prefix + the period's start in the merchant's time
 * zone): `D:2026-11-24`, `W:2026-11-22` (the Sunday), `S:2026-11-16`, `M:2026-11`,
 * `H:2026-11-24T09`, `HH:2026-11-24T09:30`, `R:2026-11-24T09:05`.
 */

/** Each kind's period job: its name, calendar, lag after the period ends, and catch-up. */
export const SETTLEMENT_JOBS = {
  REALTIME_SALARY: {
    name: 'contract-realtime-salary',
    period: { every: 'minutes', minutes: 5 },
    lagMs: 30_000,
    catchUp: 12,
  },
  HOURLY_SALARY: {
    name: 'contract-hourly-salary',
    period: { every: 'minutes', minutes: 30 },
    lagMs: 60_000,
    catchUp: 4,
  },
  DAILY_SALARY: { name: 'contract-daily-salary', period: { every: 'day' }, lagMs: 300_000, catchUp: 2 },
  DIVIDEND: { name: 'contract-dividend', period: { every: 'day' }, lagMs: 600_000, catchUp: 2 },
} as const satisfies Record<
  ContractKind,
  { name: string; period: PeriodKind; lagMs: number; catchUp: number }
>;

/** A period a settlement covers, with its prefixed key. */
export type SettlementPeriod = Period;

const DIVIDEND_CALENDAR: Record<DividendPeriod, { kind: PeriodKind; prefix: string }> = {
  DAILY: { kind: { every: 'day' }, prefix: 'D' },
  WEEKLY: { kind: { every: 'week', firstDay: 'sunday' }, prefix: 'W' },
  SEMIMONTHLY: { kind: { every: 'semimonth' }, prefix: 'S' },
  MONTHLY: { kind: { every: 'month' }, prefix: 'M' },
};

const prefixed = (prefix: string, period: Period): SettlementPeriod => ({
  ...period,
  key: `${prefix}:${period.key}`,
});

/** The dividend period of a contract's kind that contains an instant. */
export const dividendPeriodAt = (period: DividendPeriod, at: Date, timeZone: string) => {
  const calendar = DIVIDEND_CALENDAR[period];
  return prefixed(calendar.prefix, periodAt(calendar.kind, at, timeZone));
};

/**
 * The dividend period ending where a day ends (the day's last instant is in it and it ends with the
 * day), or null when that day does not close one.
 */
export const dividendPeriodEndingWith = (period: DividendPeriod, day: Period, timeZone: string) => {
  const candidate = dividendPeriodAt(period, new Date(day.end.getTime() - 1), timeZone);
  return candidate.end.getTime() === day.end.getTime() ? candidate : null;
};

/**
 * The hourly salary period ending with a 30-minute job period: itself (HALF_HOUR), or the hour
 * ending at its end when it ends at a whole hour (HOUR), else null.
 */
export const hourlyPeriodEndingWith = (mode: HourlyPeriod, half: Period, timeZone: string) => {
  const period = hourlyPeriodAt(mode, new Date(half.end.getTime() - 1), timeZone);
  return period.end.getTime() === half.end.getTime() ? period : null;
};

/** The hourly salary period (an hour, or half an hour) that contains an instant. */
export const hourlyPeriodAt = (mode: HourlyPeriod, at: Date, timeZone: string) =>
  mode === 'HALF_HOUR'
    ? prefixed('HH', periodAt({ every: 'minutes', minutes: 30 }, at, timeZone))
    : prefixed('H', periodAt({ every: 'hour' }, at, timeZone));

export const dailyPeriod = (day: Period) => prefixed('D', day);
export const realtimePeriod = (slot: Period) => prefixed('R', slot);

/** The parts of the month for the dividend's periodic condition: days 1–7, 8–14, 15–21, 22–end. */
const monthPart = (dayOfMonth: number) => Math.min(3, Math.floor((dayOfMonth - 1) / 7));

/**
 * The parts of the month a period overlaps, each cut to the period: `[start, end)` per part, in
 * order (a weekly period across a month's end has a part of each month).
 */
export const monthPartsOf = (period: Period, timeZone: string): { start: Date; end: Date }[] => {
  const parts: { start: Date; end: Date; key: string }[] = [];
  let cursor = period.start;
  while (cursor.getTime() < period.end.getTime()) {
    const day = periodAt({ every: 'day' }, cursor, timeZone);
    const key = `${day.key.slice(0, 7)}#${monthPart(Number(day.key.slice(8, 10)))}`;
    const last = parts[parts.length - 1];
    if (last && last.key === key) last.end = day.end;
    else parts.push({ start: day.start, end: day.end, key });
    cursor = day.end;
  }
  return parts.map(({ start, end }) => ({ start, end }));
};

/**
 * The period of a job's key (`2026-11-24`, `2026-11-24T09:30`), as the runs list names them: the
 * calendar period whose key it is, looked for across every offset a time zone can have.
 */
export const jobPeriodOfKey = (kind: PeriodKind, key: string, timeZone: string): Period | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(key);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0));
  if (Number.isNaN(wall)) return null;
  const QUARTER_HOUR = 900_000;
  for (let offset = -14 * 4; offset <= 14 * 4; offset += 1) {
    const period = periodAt(kind, new Date(wall - offset * QUARTER_HOUR), timeZone);
    if (period.key === key) return period;
  }
  return null;
};
