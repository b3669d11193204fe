import { describe, expect, it } from 'vitest';
import { assertPeriodSpec, duePeriods, periodAt, type PeriodKind } from './periods.ts';

const TOKYO = 'Asia/Tokyo';
const at = (iso: string) => new Date(iso);
const span = (kind: PeriodKind, iso: string, timeZone = TOKYO) => {
  const period = periodAt(kind, at(iso), timeZone);
  return { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() };
};

describe('periods of the merchant calendar', () => {
  it('turns the day at the merchant midnight, not at UTC midnight', () => {
    expect(span({ every: 'day' }, '2025-03-10T14:59:59.999Z')).toEqual({
      key: '2025-03-10',
      start: '2025-03-09T15:00:00.000Z',
      end: '2025-03-10T15:00:00.000Z',
    });
    expect(span({ every: 'day' }, '2025-03-10T15:00:00.000Z').key).toBe('2025-03-11');
    expect(span({ every: 'day' }, '2025-03-10T23:59:59.000Z', 'UTC').key).toBe('2025-03-10');
  });

  it('names minutes, hours, weeks from Monday, half months and months', () => {
    expect(span({ every: 'minutes', minutes: 5 }, '2025-03-10T14:58:30Z')).toEqual({
      key: '2025-03-10T23:55',
      start: '2025-03-10T14:55:00.000Z',
      end: '2025-03-10T15:00:00.000Z',
    });
    expect(span({ every: 'hour' }, '2025-03-10T00:30:00Z').key).toBe('2025-03-10T09');
    // Sunday 16 March 2025, 23:00 in Tokyo: the week began on Monday the 10th.
    expect(span({ every: 'week' }, '2025-03-16T14:00:00Z')).toEqual({
      key: '2025-03-10',
      start: '2025-03-09T15:00:00.000Z',
      end: '2025-03-16T15:00:00.000Z',
    });
    expect(span({ every: 'semimonth' }, '2025-02-15T14:59:59Z').key).toBe('2025-02-01');
    expect(span({ every: 'semimonth' }, '2025-02-15T15:00:00Z')).toEqual({
      key: '2025-02-16',
      start: '2025-02-15T15:00:00.000Z',
      end: '2025-02-28T15:00:00.000Z',
    });
    expect(span({ every: 'month' }, '2024-12-31T15:00:00Z')).toEqual({
      key: '2025-01',
      start: '2024-12-31T15:00:00.000Z',
      end: '2025-01-31T15:00:00.000Z',
    });
  });

  it('starts a week on Sunday when asked, in the merchant zone and across a daylight-saving change', () => {
    // Sunday 16 March 2025, 23:00 in Tokyo: a Sunday week began that day.
    expect(span({ every: 'week', firstDay: 'sunday' }, '2025-03-16T14:00:00Z')).toEqual({
      key: '2025-03-16',
      start: '2025-03-15T15:00:00.000Z',
      end: '2025-03-22T15:00:00.000Z',
    });
    // Saturday 15 March 2025, 23:59 in Tokyo: still the week of Sunday the 9th.
    expect(span({ every: 'week', firstDay: 'sunday' }, '2025-03-15T14:59:59Z').key).toBe('2025-03-09');
    expect(span({ every: 'week', firstDay: 'monday' }, '2025-03-16T14:00:00Z').key).toBe('2025-03-10');
    // New York moves its clocks on Sunday 9 March 2025: that week is 167 hours long.
    const week = periodAt(
      { every: 'week', firstDay: 'sunday' },
      at('2025-03-12T12:00:00Z'),
      'America/New_York',
    );
    expect([
      week.key,
      week.start.toISOString(),
      (week.end.getTime() - week.start.getTime()) / 3_600_000,
    ]).toEqual(['2025-03-09', '2025-03-09T05:00:00.000Z', 167]);
  });

  it('keeps a day whole across a daylight-saving change (23 and 25 hours)', () => {
    const spring = periodAt({ every: 'day' }, at('2025-03-09T12:00:00Z'), 'America/New_York');
    expect(spring.key).toBe('2025-03-09');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = periodAt({ every: 'day' }, at('2025-11-02T12:00:00Z'), 'America/New_York');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('is due once it has ended (and its lag has passed), with catch-up periods before it', () => {
    const keys = (iso: string, options?: { lagMs?: number; catchUp?: number }) =>
      duePeriods({ every: 'day' }, at(iso), TOKYO, options).map((period) => period.key);
    expect(keys('2025-03-10T14:59:59Z')).toEqual(['2025-03-09']);
    expect(keys('2025-03-10T15:00:00Z')).toEqual(['2025-03-10']);
    expect(keys('2025-03-10T15:04:59Z', { lagMs: 300_000 })).toEqual(['2025-03-09']);
    expect(keys('2025-03-10T15:05:00Z', { lagMs: 300_000 })).toEqual(['2025-03-10']);
    expect(keys('2025-03-10T15:00:00Z', { catchUp: 2 })).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('refuses a number of minutes that does not divide a day', () => {
    expect(() => assertPeriodSpec({ every: 'minutes', minutes: 7 })).toThrow('does not divide a day');
    expect(() => assertPeriodSpec({ every: 'minutes', minutes: 0 })).toThrow();
    expect(() => assertPeriodSpec({ every: 'minutes', minutes: 15 })).not.toThrow();
  });
});
