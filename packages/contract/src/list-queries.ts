import { z } from 'zod';

/*
 * Shapes every list query shares: paging and calendar days.
 */

/** Paging of every list: `pageNum` from 1, at most 100 rows a page. */
export const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int(), totalPages: z.number().int() });

/** What `pageOf` answers for rows of type `T`. */
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

/** Whether `YYYY-MM-DD` names a day of the calendar (no 2024-02-30, no year 0): the database reads it as one. */
export const isCalendarDay = (text: string): boolean => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text && text >= '0001-01-01';
};

/** A calendar day, `YYYY-MM-DD`, in the merchant's time zone. */
export const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, 'invalidValue');

/**
 * `.refine(...daysInOrder)` of a query with optional `startDate` and `endDate`: the end is not before
 * the start (`endBeforeStart` on `endDate`).
 */
export const daysInOrder: [
  (days: { startDate?: string | undefined; endDate?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (days) => days.startDate === undefined || days.endDate === undefined || days.startDate <= days.endDate,
  { path: ['endDate'], message: 'endBeforeStart' },
];
