import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
