import type { z } from 'zod';
import type { Language } from '@platform/contract';
import { addDays, daysInRange, isDay } from './dates.ts';
import { contractText } from './form.ts';

/** A window of calendar days (`YYYY-MM-DD`, merchant time zone), both days included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The spec's date presets (section 9): the window moves back or forward by 7 or 30 days. */
export const DATE_RANGE_PRESETS = [
  { key: 'previous7', direction: -1, days: 7 },
  { key: 'previous30', direction: -1, days: 30 },
  { key: 'next7', direction: 1, days: 7 },
  { key: 'next30', direction: 1, days: 30 },
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The window a preset moves to: the days just before or just after it; forward stops at today. */
export const shiftRange = (range: DateRange, preset: DateRangePreset, today: string): DateRange => {
  if (preset.direction < 0) {
    return { startDate: addDays(range.startDate, -preset.days), endDate: addDays(range.startDate, -1) };
  }
  const endDate = addDays(range.endDate, preset.days);
  return { startDate: addDays(range.endDate, 1), endDate: endDate > today ? today : endDate };
};

/** Whether the API takes the window: real days, in order, at most `maxDays`, not after today. */
export const isValidRange = (range: DateRange, today: string, maxDays: number): boolean =>
  isDay(range.startDate) &&
  isDay(range.endDate) &&
  range.startDate <= range.endDate &&
  range.endDate <= today &&
  daysInRange(range.startDate, range.endDate) <= maxDays;

/**
 * The window in the address (`startDate`, `endDate`), or the last `defaultDays` days, today
 * included, when it is missing or one the API would refuse.
 */
export const rangeFromParams = (
  params: URLSearchParams,
  today: string,
  limits: { maxDays: number; defaultDays: number },
): DateRange => {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  return isValidRange(range, today, limits.maxDays)
    ? range
    : { startDate: addDays(today, 1 - limits.defaultDays), endDate: today };
};

/** `pageNum` from the address: a whole number from 1, else the first page. */
export const pageFromParams = (params: URLSearchParams): number => {
  const pageNum = Number(params.get('pageNum'));
  return Number.isInteger(pageNum) && pageNum >= 1 ? pageNum : 1;
};

/**
 * The range rules of a filter form (a zod `superRefine`), each under the end date: not before the
 * start, at most `maxDays` days (the contract's text), not after today. The fields' own formats
 * are the contract's `dateQuery`.
 */
export const refineDateRange =
  (today: string, maxDays: number, language: Language) =>
  <Input extends DateRange>(input: Input, context: z.RefinementCtx<Input>) => {
    if (!isDay(input.startDate) || !isDay(input.endDate)) return;
    if (input.startDate > input.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
    } else if (daysInRange(input.startDate, input.endDate) > maxDays) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: contractText('rangeTooLong', language, { n: maxDays }),
      });
    } else if (input.endDate > today) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'invalidValue' });
    }
  };
