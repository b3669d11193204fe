import { useSearchParams } from 'react-router';
import { TEAM_RANGE_MAX_DAYS, TEAM_SCOPE } from '@platform/contract';
import { pageFromParams } from '../../../shared/lib/date-range.ts';
import { windowFromParams, type ReportWindow } from './report-ranges.ts';

/** The address's own keys of a report: its days, scope and page. */
const WINDOW_KEYS = ['startDate', 'endDate', 'scope', 'pageNum'] as const;

/**
 * A report's days, scope and page in the address, so a reload or the back button shows the same
 * figures. `update` writes the filters and any of the page's own parameters (a value of `''` removes
 * one) and goes back to the first page.
 */
export const useReportWindow = (today: string) => {
  const [params, setParams] = useSearchParams();
  const filters = windowFromParams(params, today, TEAM_RANGE_MAX_DAYS);
  const pageNum = pageFromParams(params);
  const write = (next: ReportWindow, extra: Record<string, string>, page: number) => {
    const query = new URLSearchParams(params);
    for (const key of WINDOW_KEYS) query.delete(key);
    query.set('startDate', next.startDate);
    query.set('endDate', next.endDate);
    if (next.scope !== TEAM_SCOPE.ALL) query.set('scope', next.scope);
    for (const [key, value] of Object.entries(extra)) {
      if (value === '') query.delete(key);
      else query.set(key, value);
    }
    if (page > 1) query.set('pageNum', String(page));
    setParams(query);
  };
  return {
    filters,
    pageNum,
    params,
    update: (next: Partial<ReportWindow>, extra: Record<string, string> = {}) =>
      write({ ...filters, ...next }, extra, 1),
    goToPage: (page: number) => write(filters, {}, page),
  };
};
