// @vitest-environment happy-dom
// date-range.ts reads the form texts, whose i18n sets the page's language.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReportWindow } from './use-report-window.ts';

const TODAY = '2026-03-12';

/** The hook and the address it writes, starting at `/report?<query>`. */
const render = (query: string) =>
  renderHook(() => ({ report: useReportWindow(TODAY), search: useLocation().search }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/report?${query}`]}>{children}</MemoryRouter>
    ),
  });

describe('useReportWindow', () => {
  it('reads the days, scope and page from the address', () => {
    const { result } = render('startDate=2026-03-01&endDate=2026-03-07&scope=DIRECT&pageNum=3');
    expect(result.current.report.filters).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      scope: 'DIRECT',
    });
    expect(result.current.report.pageNum).toBe(3);
  });

  it("writes a new window from the first page, keeping the page's own parameters", () => {
    const { result } = render('startDate=2026-03-01&endDate=2026-03-07&pageNum=3&view=charts');
    act(() => result.current.report.update({ scope: 'DIRECT' }, { username: 'kaito' }));
    expect(new URLSearchParams(result.current.search)).toEqual(
      new URLSearchParams('view=charts&startDate=2026-03-01&endDate=2026-03-07&scope=DIRECT&username=kaito'),
    );
    act(() => result.current.report.update({ scope: 'ALL' }, { username: '' }));
    expect(result.current.search).toBe('?view=charts&startDate=2026-03-01&endDate=2026-03-07');
  });

  it('moves to another page of the same window', () => {
    const { result } = render('startDate=2026-03-01&endDate=2026-03-07');
    act(() => result.current.report.goToPage(2));
    expect(result.current.report.pageNum).toBe(2);
    expect(result.current.report.filters.startDate).toBe('2026-03-01');
  });
});
