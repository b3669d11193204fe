import { z } from 'zod';

/** Paging of every list: `pageNum` from 1, at most 100 rows a page. */
export const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int(), totalPages: z.number().int() });
/** What `pageOf` answers for rows of type `T`. */
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

/** A calendar day, `YYYY-MM-DD`, in the merchant's time zone. */
export const dateQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
