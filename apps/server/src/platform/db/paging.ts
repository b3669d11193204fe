import type { Page } from '@platform/contract';

/** A list query's page: `pageNum` from 1 (the contract's `pageQuery`). */
export interface PageParams {
  pageNum: number;
  pageSize: number;
}

/** A select with its filter and order, not run yet: its page is taken with `limit` and `offset`. */
interface PagedSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list: runs the page of `rows` (a select with its order) and `count` (the same
 * filter's `select({ n: count() })`) together, and answers the contract's paged shape (`pageOf`)
 * with the rows as selected; the caller maps `list` to its answer's rows.
 */
export const fetchPage = async <Row>(
  page: PageParams,
  rows: PagedSelect<Row>,
  count: PromiseLike<readonly { n: number }[]>,
): Promise<Page<Row>> => {
  const [list, [counted]] = await Promise.all([
    rows.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    count,
  ]);
  const total = counted?.n ?? 0;
  return { list, total, totalPages: Math.ceil(total / page.pageSize) };
};
