import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, isDay, todayIn } from './dates.ts';

describe('addDays', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-01', -30, '2023-12-02'],
    ['2024-05-15', 0, '2024-05-15'],
  ])('%s %+d days is %s', (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });

  it('counts calendar days, not 24-hour steps of a zone with daylight saving', () => {
    // The night Europe and America change their clocks.
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
  });
});

describe('daysInRange', () => {
  it('counts both ends', () => {
    expect(daysInRange('2024-05-15', '2024-05-15')).toBe(1);
    expect(daysInRange('2024-05-01', '2024-05-31')).toBe(31);
    expect(daysInRange('2024-02-01', '2024-03-01')).toBe(30);
    expect(daysInRange('2023-12-31', '2024-01-01')).toBe(2);
  });

  it('is zero or less for a reversed window', () => {
    expect(daysInRange('2024-05-02', '2024-05-01')).toBe(0);
    expect(daysInRange('2024-05-10', '2024-05-01')).toBe(-8);
  });
});

describe('todayIn', () => {
  // 23:30 on 31 December in London is already New Year's Day in Tokyo, still afternoon in Los Angeles.
  const now = new Date('2023-12-31T23:30:00Z');

  it('is the day of the merchant’s time zone, not the browser’s', () => {
    expect(todayIn('UTC', now)).toBe('2023-12-31');
    expect(todayIn('Asia/Tokyo', now)).toBe('2024-01-01');
    expect(todayIn('America/Los_Angeles', now)).toBe('2023-12-31');
  });

  it('turns at midnight of that zone', () => {
    expect(todayIn('Asia/Tokyo', new Date('2024-06-01T14:59:59Z'))).toBe('2024-06-01');
    expect(todayIn('Asia/Tokyo', new Date('2024-06-01T15:00:00Z'))).toBe('2024-06-02');
  });
});

describe('isDay', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-12-31', '1999-01-01'])('takes %s', (text) => {
    expect(isDay(text)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-1-05',
    '2024-01-05T00:00',
    '20240105',
    '',
    'today',
  ])('refuses %s', (text) => {
    expect(isDay(text)).toBe(false);
  });
});
