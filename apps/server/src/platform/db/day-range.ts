import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationText, type Language } from '@platform/contract';
import { fieldError } from '../http/errors.ts';

const DAY_MS = 86_400_000;

/**
 * Filters a timestamp column to whole days of the merchant's time zone: from the start of `from`
 * to the end of `to` (both `YYYY-MM-DD`, both optional).
 */
export const dayRange = (
  column: AnyColumn,
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): SQL[] => [
  ...(range.from ? [gte(column, sql`(${range.from}::date)::timestamp at time zone ${timeZone}`)] : []),
  ...(range.to ? [lt(column, sql`(${range.to}::date + 1)::timestamp at time zone ${timeZone}`)] : []),
];

/** Refuses a range of more than `maxDays` whole days (both ends counted) with a field error on `endDate`. */
export const assertDayRangeWithin = (
  range: { startDate: string; endDate: string },
  maxDays: number,
  language: Language,
) => {
  const span = (Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS + 1;
  if (span > maxDays) {
    throw fieldError({ endDate: validationText('rangeTooLong', language).replace('{n}', String(maxDays)) });
  }
};
