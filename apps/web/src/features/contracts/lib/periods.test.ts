import { describe, expect, it } from 'vitest';
import { periodLabel } from './periods.ts';

describe('periodLabel', () => {
  it('names a merchant day by its date', () => {
    expect(periodLabel('2026-11-23T15:00:00.000Z', '2026-11-24T15:00:00.000Z', 'Asia/Tokyo')).toBe(
      '2026-11-24',
    );
  });

  it('names a week or half month by its first and last days', () => {
    expect(periodLabel('2026-11-21T15:00:00.000Z', '2026-11-28T15:00:00.000Z', 'Asia/Tokyo')).toBe(
      '2026-11-22 – 2026-11-28',
    );
    expect(periodLabel('2026-11-15T15:00:00.000Z', '2026-11-30T15:00:00.000Z', 'Asia/Tokyo')).toBe(
      '2026-11-16 – 2026-11-30',
    );
  });

  it('names an hour, a half hour or five minutes by its day and times', () => {
    expect(periodLabel('2026-11-24T00:00:00.000Z', '2026-11-24T01:00:00.000Z', 'Asia/Tokyo')).toBe(
      '2026-11-24 09:00–10:00',
    );
    expect(periodLabel('2026-11-24T00:30:00.000Z', '2026-11-24T00:35:00.000Z', 'Asia/Tokyo')).toBe(
      '2026-11-24 09:30–09:35',
    );
  });

  it('keeps a day whole across a daylight-saving change', () => {
    // 2026-03-08 in New York has 23 hours.
    expect(periodLabel('2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 'America/New_York')).toBe(
      '2026-03-08',
    );
  });
});
