import { describe, expect, it } from 'vitest';
import { periodAt } from '../../../platform/jobs/periods.ts';
import {
  dividendPeriodAt,
  dividendPeriodEndingWith,
  hourlyPeriodEndingWith,
  jobPeriodOfKey,
  monthPartsOf,
} from './periods.ts';

const TOKYO = 'Asia/Tokyo';
const NEW_YORK = 'America/New_York';
const iso = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];
const day = (at: string, zone: string) => periodAt({ every: 'day' }, new Date(at), zone);

describe('settlement periods', () => {
  it('names dividend periods by their start in the merchant zone: Sunday weeks, half months, months', () => {
    // Wednesday 25 November 2026, 01:00 in Tokyo.
    const at = new Date('2026-11-24T16:00:00Z');
    expect(dividendPeriodAt('DAILY', at, TOKYO).key).toBe('D:2026-11-25');
    const week = dividendPeriodAt('WEEKLY', at, TOKYO);
    expect([week.key, ...iso(week)]).toEqual([
      'W:2026-11-22',
      '2026-11-21T15:00:00.000Z',
      '2026-11-28T15:00:00.000Z',
    ]);
    expect(dividendPeriodAt('SEMIMONTHLY', at, TOKYO).key).toBe('S:2026-11-16');
    expect(dividendPeriodAt('SEMIMONTHLY', new Date('2026-11-15T14:59:59Z'), TOKYO).key).toBe('S:2026-11-01');
    expect(dividendPeriodAt('MONTHLY', at, TOKYO).key).toBe('M:2026-11');
    // Saturday 28 November closes the week; the 30th closes the half month and the month.
    expect(dividendPeriodEndingWith('WEEKLY', day('2026-11-28T03:00:00Z', TOKYO), TOKYO)?.key).toBe(
      'W:2026-11-22',
    );
    expect(dividendPeriodEndingWith('WEEKLY', day('2026-11-27T03:00:00Z', TOKYO), TOKYO)).toBeNull();
    expect(dividendPeriodEndingWith('SEMIMONTHLY', day('2026-11-15T03:00:00Z', TOKYO), TOKYO)?.key).toBe(
      'S:2026-11-01',
    );
    expect(dividendPeriodEndingWith('MONTHLY', day('2026-11-30T03:00:00Z', TOKYO), TOKYO)?.key).toBe(
      'M:2026-11',
    );
    expect(dividendPeriodEndingWith('MONTHLY', day('2026-11-29T03:00:00Z', TOKYO), TOKYO)).toBeNull();
  });

  it('keeps weeks and half months whole across a daylight-saving change', () => {
    // New York's clocks go back on Sunday 1 November 2026: the week from then is 169 hours long.
    const week = dividendPeriodAt('WEEKLY', new Date('2026-11-04T12:00:00Z'), NEW_YORK);
    expect([week.key, ...iso(week)]).toEqual([
      'W:2026-11-01',
      '2026-11-01T04:00:00.000Z',
      '2026-11-08T05:00:00.000Z',
    ]);
    const half = dividendPeriodAt('SEMIMONTHLY', new Date('2026-11-04T12:00:00Z'), NEW_YORK);
    expect([half.key, ...iso(half)]).toEqual([
      'S:2026-11-01',
      '2026-11-01T04:00:00.000Z',
      '2026-11-16T05:00:00.000Z',
    ]);
  });

  it('settles an hour only with the half hour that ends it, or every half hour', () => {
    const half = (at: string) => periodAt({ every: 'minutes', minutes: 30 }, new Date(at), TOKYO);
    expect(hourlyPeriodEndingWith('HOUR', half('2026-11-24T00:45:00Z'), TOKYO)?.key).toBe('H:2026-11-24T09');
    expect(hourlyPeriodEndingWith('HOUR', half('2026-11-24T00:15:00Z'), TOKYO)).toBeNull();
    expect(hourlyPeriodEndingWith('HALF_HOUR', half('2026-11-24T00:15:00Z'), TOKYO)?.key).toBe(
      'HH:2026-11-24T09:00',
    );
    // India is 5:30 ahead of UTC: its whole hours end at UTC half hours.
    const kolkata = periodAt(
      { every: 'minutes', minutes: 30 },
      new Date('2026-11-24T04:15:00Z'),
      'Asia/Kolkata',
    );
    expect(hourlyPeriodEndingWith('HOUR', kolkata, 'Asia/Kolkata')?.key).toBe('H:2026-11-24T09');
  });

  it('cuts a period into the parts of the month it overlaps (1–7, 8–14, 15–21, 22–end)', () => {
    const month = dividendPeriodAt('MONTHLY', new Date('2026-11-10T00:00:00Z'), TOKYO);
    expect(monthPartsOf(month, TOKYO).map(iso)).toEqual([
      ['2026-10-31T15:00:00.000Z', '2026-11-07T15:00:00.000Z'],
      ['2026-11-07T15:00:00.000Z', '2026-11-14T15:00:00.000Z'],
      ['2026-11-14T15:00:00.000Z', '2026-11-21T15:00:00.000Z'],
      ['2026-11-21T15:00:00.000Z', '2026-11-30T15:00:00.000Z'],
    ]);
    // The week of Sunday 29 November: two days of November's last part, five of December's first.
    const week = dividendPeriodAt('WEEKLY', new Date('2026-12-01T00:00:00Z'), TOKYO);
    expect(monthPartsOf(week, TOKYO).map(iso)).toEqual([
      ['2026-11-28T15:00:00.000Z', '2026-11-30T15:00:00.000Z'],
      ['2026-11-30T15:00:00.000Z', '2026-12-05T15:00:00.000Z'],
    ]);
  });

  it('finds a job period from its key, and nothing from a key that names none', () => {
    expect(iso(jobPeriodOfKey({ every: 'day' }, '2026-11-24', TOKYO) ?? day('2000-01-01', TOKYO))).toEqual([
      '2026-11-23T15:00:00.000Z',
      '2026-11-24T15:00:00.000Z',
    ]);
    expect(
      jobPeriodOfKey({ every: 'minutes', minutes: 30 }, '2026-11-24T09:30', NEW_YORK)?.start.toISOString(),
    ).toBe('2026-11-24T14:30:00.000Z');
    expect(jobPeriodOfKey({ every: 'day' }, '2026-11-24T09:30', TOKYO)).toBeNull();
    expect(jobPeriodOfKey({ every: 'day' }, 'D:2026-11-24', TOKYO)).toBeNull();
    expect(jobPeriodOfKey({ every: 'day' }, '2026-02-30', TOKYO)).toBeNull();
  });
});
