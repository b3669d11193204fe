import type { EndpointDefinition, EndpointInput } from '@platform/contract';
import { useSearchParams } from 'react-router';

/** How many rows a list page may hold; the first is the default. */
export const PAGE_SIZES = [20, 50, 100] as const;

export interface PageParams {
  pageNum: number;
  pageSize: number;
}

const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

const toPageNum = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

const toPageSize = (value: string | null) => {
  const number = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(number) ? number : DEFAULT_PAGE_SIZE;
};

/**
 * A list page's filters and page live in the address, so a reload, a shared link or the back
 * button shows the same rows.
 */
export const useListParams = <Key extends string>(filterKeys: readonly Key[]) => {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Key,
    string
  >;
  const page: PageParams = {
    pageNum: toPageNum(params.get('pageNum')),
    pageSize: toPageSize(params.get('pageSize')),
  };

  const write = (nextFilters: Record<Key, string>, nextPage: PageParams) => {
    const next = new URLSearchParams();
    for (const key of filterKeys) {
      const value = nextFilters[key].trim();
      if (value !== '') next.set(key, value);
    }
    if (nextPage.pageNum !== 1) next.set('pageNum', String(nextPage.pageNum));
    if (nextPage.pageSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(nextPage.pageSize));
    setParams(next);
  };

  return {
    filters,
    page,
    /** New filters start again at the first page. */
    setFilters: (next: Record<Key, string>) => write(next, { pageNum: 1, pageSize: page.pageSize }),
    setPage: (next: PageParams) => write(filters, next),
  };
};

/** A list's filters as its address holds them, with its page. */
export type ListQuery = Record<string, string | number | undefined>;

/**
 * A list's filters as an endpoint's query. They stay the text of the address: the gateway checks
 * them (a value it does not know answers a 422 the page shows), so they are not narrowed here.
 */
export const listQuery = <E extends EndpointDefinition>(query: ListQuery) =>
  query as EndpointInput<E> extends { query?: infer Q } ? NonNullable<Q> : never;
