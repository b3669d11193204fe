// @vitest-environment happy-dom
// date-range.ts reads the form texts, whose i18n sets the page's language.
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, windowFromParams } from './report-ranges.ts';

describe('report presets', () => {
  // 2026-03-12 is a Thursday.
  const today = '2026-03-12';

  it('count weeks from Sunday to Saturday and months from the first', () => {
    expect(presetRange('today', today)).toEqual({ startDate: today, endDate: today });
    expect(presetRange('yesterday', today)).toEqual({ startDate: '2026-03-11', endDate: '2026-03-11' });
    expect(presetRange('thisWeek', today)).toEqual({ startDate: '2026-03-08', endDate: today });
    expect(presetRange('lastWeek', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-07' });
    expect(presetRange('thisMonth', today)).toEqual({ startDate: '2026-03-01', endDate: today });
    expect(presetRange('lastMonth', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('start this week today on a Sunday, and cross the year in January', () => {
    expect(presetRange('thisWeek', '2026-03-08')).toEqual({ startDate: '2026-03-08', endDate: '2026-03-08' });
    expect(presetRange('lastWeek', '2026-03-08')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-07' });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('name the preset a range is, and none for a chosen range', () => {
    expect(presetOf({ startDate: '2026-03-01', endDate: '2026-03-07' }, today)).toBe('lastWeek');
    expect(presetOf({ startDate: '2026-03-02', endDate: '2026-03-07' }, today)).toBeUndefined();
  });

  it('read the window from the address, this week of the whole team when it is missing or refused', () => {
    const read = (query: string) => windowFromParams(new URLSearchParams(query), today, 93);
    expect(read('')).toEqual({ startDate: '2026-03-08', endDate: today, scope: 'ALL' });
    expect(read('startDate=2026-02-01&endDate=2026-02-10&scope=DIRECT')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-10',
      scope: 'DIRECT',
    });
    expect(read('startDate=2026-03-10&endDate=2026-03-13&scope=OTHER')).toEqual({
      startDate: '2026-03-08',
      endDate: today,
      scope: 'ALL',
    });
  });
});
