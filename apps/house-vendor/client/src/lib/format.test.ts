import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it("writes a round's time in the merchant's time zone, as the betting record does", () => {
    expect(formatDateTime('2026-03-01T15:04:05.000Z', 'Asia/Tokyo')).toBe('2026-03-02 00:04:05');
    expect(formatDateTime('2026-03-01T15:04:05.000Z', 'UTC')).toBe('2026-03-01 15:04:05');
  });
});
