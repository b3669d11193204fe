import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatGmtOffset, formatPoints } from './format.ts';

describe('formatAmount', () => {
  it.each([
    ['0.00', '0.00'],
    ['999.99', '999.99'],
    ['1000.00', '1,000.00'],
    ['12345.60', '12,345.60'],
    ['1234567', '1,234,567'],
    ['-250.50', '-250.50'],
    ['-1234567.89', '-1,234,567.89'],
  ])('groups %s as %s', (amount, shown) => {
    expect(formatAmount(amount)).toBe(shown);
  });

  it('keeps every digit of an amount a float would round', () => {
    expect(formatAmount('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('leaves the decimals as sent, without grouping or padding them', () => {
    expect(formatAmount('1000.5')).toBe('1,000.5');
    expect(formatAmount('1.00001')).toBe('1.00001');
  });
});

describe('formatPoints', () => {
  it('groups the thousands of points given as text, a number or a bigint, keeping a sign', () => {
    expect(formatPoints('1200')).toBe('1,200');
    expect(formatPoints(999)).toBe('999');
    expect(formatPoints(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
    expect(formatPoints('+1100')).toBe('+1,100');
    expect(formatPoints('-25000')).toBe('-25,000');
  });
});

describe('formatDateTime', () => {
  const instant = new Date('2024-03-31T15:04:05Z');

  it('writes YYYY-MM-DD HH:mm:ss in the given time zone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2024-03-31 15:04:05');
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('2024-04-01 00:04:05');
    expect(formatDateTime(instant, 'America/New_York')).toBe('2024-03-31 11:04:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime(new Date('2024-01-01T15:00:00Z'), 'Asia/Tokyo')).toBe('2024-01-02 00:00:00');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime(new Date('2024-01-15T12:00:00Z'), 'Europe/London')).toBe('2024-01-15 12:00:00');
    expect(formatDateTime(new Date('2024-07-15T12:00:00Z'), 'Europe/London')).toBe('2024-07-15 13:00:00');
  });
});

describe('formatGmtOffset', () => {
  const winter = new Date('2024-01-15T12:00:00Z');
  const summer = new Date('2024-07-15T12:00:00Z');

  it('names the offset of the time zone on that date', () => {
    expect(formatGmtOffset(winter, 'Asia/Tokyo')).toBe('GMT+9');
    expect(formatGmtOffset(winter, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(formatGmtOffset(winter, 'America/New_York')).toBe('GMT-5');
    expect(formatGmtOffset(summer, 'America/New_York')).toBe('GMT-4');
  });

  it('names the offset east of Greenwich with a plus, west with a minus', () => {
    expect(formatGmtOffset(winter, 'Asia/Dubai')).toBe('GMT+4');
    expect(formatGmtOffset(winter, 'America/Sao_Paulo')).toBe('GMT-3');
  });
});
