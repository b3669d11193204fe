// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './list-params.ts';

const FILTERS = ['username', 'status'] as const;

/** The hook on a page at `url`, with the address it writes. */
const renderAt = (url: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(FILTERS), location: useLocation() }), { wrapper });
};

describe('useListParams', () => {
  it('reads the filters and the page from the address', () => {
    const { result } = renderAt('/members?username=taro&pageNum=3&pageSize=50&other=x');
    expect(result.current.list.filters).toEqual({ username: 'taro', status: '' });
    expect(result.current.list.page).toEqual({ pageNum: 3, pageSize: 50 });
  });

  it.each([
    ['', { pageNum: 1, pageSize: 20 }],
    ['?pageNum=0&pageSize=20', { pageNum: 1, pageSize: 20 }],
    ['?pageNum=-2', { pageNum: 1, pageSize: 20 }],
    ['?pageNum=2.5&pageSize=30', { pageNum: 1, pageSize: 20 }],
    ['?pageNum=abc&pageSize=1000', { pageNum: 1, pageSize: 20 }],
    ['?pageNum=12&pageSize=100', { pageNum: 12, pageSize: 100 }],
  ])('reads "%s" as %o: the first page and size unless the address holds valid ones', (search, page) => {
    expect(renderAt(`/members${search}`).result.current.list.page).toEqual(page);
  });

  it('writes new filters trimmed, leaves out the empty ones and starts again at page 1', () => {
    const { result } = renderAt('/members?username=taro&pageNum=4&pageSize=50');
    act(() => result.current.list.setFilters({ username: '  hanako ', status: '   ' }));
    expect(result.current.location.search).toBe('?username=hanako&pageSize=50');
    expect(result.current.list.filters).toEqual({ username: 'hanako', status: '' });
    expect(result.current.list.page).toEqual({ pageNum: 1, pageSize: 50 });
  });

  it('writes a page and keeps the filters, leaving out the defaults', () => {
    const { result } = renderAt('/members?status=LOCKED');
    act(() => result.current.list.setPage({ pageNum: 2, pageSize: 20 }));
    expect(result.current.location.search).toBe('?status=LOCKED&pageNum=2');
    act(() => result.current.list.setPage({ pageNum: 1, pageSize: 100 }));
    expect(result.current.location.search).toBe('?status=LOCKED&pageSize=100');
    act(() => result.current.list.setPage({ pageNum: 1, pageSize: 20 }));
    expect(result.current.location.search).toBe('?status=LOCKED');
  });

  it('drops keys it does not know when it writes', () => {
    const { result } = renderAt('/members?utm=mail&username=taro');
    act(() => result.current.list.setPage({ pageNum: 2, pageSize: 20 }));
    expect(result.current.location.search).toBe('?username=taro&pageNum=2');
  });
});
