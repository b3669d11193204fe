// @vitest-environment happy-dom
// date-range.ts reads the form texts, whose i18n sets the page's language.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { typeRangeSchema, useTypeRangeFilter, useTypeRangeParams, type TypeRangeSpec } from './date-range.ts';

const TODAY = '2026-03-12';
const SPEC: TypeRangeSpec<'IN' | 'OUT'> = { types: ['IN', 'OUT'], maxDays: 30, defaultDays: 7 };

/** The hook and the address it writes, starting at `/list?<query>`. */
const render = (query: string, spec: TypeRangeSpec<'IN' | 'OUT'> = SPEC) =>
  renderHook(() => ({ filter: useTypeRangeParams(spec, TODAY), search: useLocation().search }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/list?${query}`]}>{children}</MemoryRouter>
    ),
  });

describe('useTypeRangeParams', () => {
  it('reads the type, window and page from the address', () => {
    const { result } = render('type=OUT&startDate=2026-03-01&endDate=2026-03-07&pageNum=3');
    expect(result.current.filter.filters).toEqual({
      type: 'OUT',
      startDate: '2026-03-01',
      endDate: '2026-03-07',
    });
    expect(result.current.filter.pageNum).toBe(3);
  });

  it('chooses no type for one not in the list, and the default days for a refused window', () => {
    const { result } = render('type=ALL&startDate=2026-01-01&endDate=2026-03-07');
    expect(result.current.filter.filters).toEqual({
      type: undefined,
      startDate: '2026-03-06',
      endDate: TODAY,
    });
    expect(result.current.filter.pageNum).toBe(1);
  });

  it('writes the window, the type, the extra keys and a page from 2, in that order', () => {
    const { result } = render('');
    act(() =>
      result.current.filter.write(
        { type: 'IN', startDate: '2026-03-01', endDate: '2026-03-02' },
        { pageNum: 2, extra: { scope: 'DIRECT', status: undefined } },
      ),
    );
    expect(result.current.search).toBe(
      '?startDate=2026-03-01&endDate=2026-03-02&type=IN&scope=DIRECT&pageNum=2',
    );
    act(() =>
      result.current.filter.write({ type: undefined, startDate: '2026-03-01', endDate: '2026-03-02' }),
    );
    expect(result.current.search).toBe('?startDate=2026-03-01&endDate=2026-03-02');
  });

  it('writes the spec’s word for every type when there is one', () => {
    const { result } = render('', { ...SPEC, allTypes: 'ALL' });
    act(() =>
      result.current.filter.write({ type: undefined, startDate: '2026-03-01', endDate: '2026-03-02' }),
    );
    expect(result.current.search).toBe('?startDate=2026-03-01&endDate=2026-03-02&type=ALL');
  });
});

describe('useTypeRangeFilter', () => {
  const renderFilter = (query: string) =>
    renderHook(() => ({ filter: useTypeRangeFilter(SPEC, TODAY), search: useLocation().search }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[`/list?${query}`]}>{children}</MemoryRouter>
      ),
    });

  it('fills the form from the address and submits its filters from the first page', async () => {
    const { result } = renderFilter('type=IN&startDate=2026-03-01&endDate=2026-03-07&pageNum=4');
    expect(result.current.filter.form.getValues()).toEqual({
      type: 'IN',
      startDate: '2026-03-01',
      endDate: '2026-03-07',
    });
    act(() => result.current.filter.form.setValue('type', ''));
    await act(() => result.current.filter.onSubmit());
    expect(result.current.search).toBe('?startDate=2026-03-01&endDate=2026-03-07');
  });

  it('keeps a refused window out of the address, its rule in the page language (Japanese first)', async () => {
    const { result } = renderFilter('startDate=2026-03-01&endDate=2026-03-07');
    act(() => result.current.filter.form.setValue('startDate', '2026-01-01'));
    await act(() => result.current.filter.onSubmit());
    expect(result.current.filter.form.getFieldState('endDate').error?.message).toBe(
      '30日以内で指定してください',
    );
    expect(result.current.search).toBe('?startDate=2026-03-01&endDate=2026-03-07');
  });

  it('moves the window from the first page, keeping the type', () => {
    const { result } = renderFilter('type=OUT&startDate=2026-03-01&endDate=2026-03-07&pageNum=2');
    act(() => result.current.filter.moveWindow({ startDate: '2026-02-22', endDate: '2026-02-28' }));
    expect(result.current.search).toBe('?startDate=2026-02-22&endDate=2026-02-28&type=OUT');
  });
});

describe('typeRangeSchema', () => {
  const schema = typeRangeSchema(SPEC, TODAY, 'EN');

  it('takes every type or one of the list over a window the API takes', () => {
    expect(schema.safeParse({ type: '', startDate: '2026-03-01', endDate: TODAY }).success).toBe(true);
    expect(schema.safeParse({ type: 'IN', startDate: '2026-03-01', endDate: TODAY }).success).toBe(true);
    expect(schema.safeParse({ type: 'ALL', startDate: '2026-03-01', endDate: TODAY }).success).toBe(false);
  });

  it('puts the range rules under the end date', () => {
    const result = schema.safeParse({ type: '', startDate: '2026-01-01', endDate: TODAY });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'Choose at most 30 days'],
    ]);
  });
});
