import { describe, expect, it } from 'vitest';
import { EMPTY, filterSchema } from './rewards-filters.ts';

describe('the rewards list filters', () => {
  it('sends only the chosen fields, the days as typed', () => {
    expect(filterSchema.parse({ ...EMPTY, status: 'PENDING', startDate: '2026-11-01' })).toEqual({
      status: 'PENDING',
      startDate: '2026-11-01',
    });
    expect(filterSchema.parse({ ...EMPTY, startDate: '2026-11-01', endDate: '2026-11-01' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
  });

  it('refuses an end before the start under the end, and a day that is none', () => {
    const backwards = filterSchema.safeParse({ ...EMPTY, startDate: '2026-11-02', endDate: '2026-11-01' });
    expect(backwards.error?.issues).toEqual([
      expect.objectContaining({ path: ['endDate'], message: 'endBeforeStart' }),
    ]);
    const noDay = filterSchema.safeParse({ ...EMPTY, endDate: '2026-02-30' });
    expect(noDay.error?.issues.map((issue) => issue.path)).toEqual([['endDate']]);
  });
});
