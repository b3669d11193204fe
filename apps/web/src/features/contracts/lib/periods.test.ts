import { describe, expect, it } from 'vitest';
import { periodLabel } from './periods.ts';

describe('periodLabel', () => {
  it('names a merchant day by its date', () => {
    expect(periodLabel('2026-11-24 00:00:00', '2026-11-25 00:00:00')).toBe('2026-11-24');
  });

  it('names a week or half month by its first and last days', () => {
    expect(periodLabel('2026-11-22 00:00:00', '2026-11-29 00:00:00')).toBe('2026-11-22 – 2026-11-28');
    expect(periodLabel('2026-11-16 00:00:00', '2026-12-01 00:00:00')).toBe('2026-11-16 – 2026-11-30');
  });

  it('names an hour, a half hour or five minutes by its day and times', () => {
    expect(periodLabel('2026-11-24 09:00:00', '2026-11-24 10:00:00')).toBe('2026-11-24 09:00–10:00');
    expect(periodLabel('2026-11-24 09:30:00', '2026-11-24 09:35:00')).toBe('2026-11-24 09:30–09:35');
  });
});
