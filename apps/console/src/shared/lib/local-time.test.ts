import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocal, localZone, toInstant, toLocalInput } from './local-time.ts';

// The staff member's clock is the browser's: these run in Tokyo (UTC+9, no daylight saving) and
// New York (UTC−5, −4 in summer).
const withZone = (timeZone: string, run: () => void) => {
  describe(`in ${timeZone}`, () => {
    let previous: string | undefined;
    beforeAll(() => {
      previous = process.env.TZ;
      process.env.TZ = timeZone;
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });
    run();
  });
};

withZone('Asia/Tokyo', () => {
  it('shows an instant as the datetime-local input holds it', () => {
    expect(toLocalInput('2024-12-31T15:30:59Z')).toBe('2025-01-01T00:30');
  });

  it('reads a typed local time as its instant', () => {
    expect(toInstant('2025-01-01T00:30')).toBe('2024-12-31T15:30:00.000Z');
  });

  it('goes from instant to input and back to the same minute', () => {
    expect(toInstant(toLocalInput('2024-06-15T03:07:00.000Z'))).toBe('2024-06-15T03:07:00.000Z');
  });

  it('formats a timestamp YYYY-MM-DD HH:mm:ss on a 24-hour clock', () => {
    expect(formatLocal('2024-06-15T15:05:09Z')).toBe('2024-06-16 00:05:09');
    expect(formatLocal('2024-06-15T04:05:09Z')).toBe('2024-06-15 13:05:09');
  });

  it('names the zone and its offset', () => {
    expect(localZone()).toBe('Asia/Tokyo (UTC+09:00)');
  });
});

withZone('America/New_York', () => {
  it('follows daylight saving time', () => {
    expect(formatLocal('2024-01-15T12:00:00Z')).toBe('2024-01-15 07:00:00');
    expect(formatLocal('2024-07-15T12:00:00Z')).toBe('2024-07-15 08:00:00');
    expect(toInstant('2024-07-15T08:00')).toBe('2024-07-15T12:00:00.000Z');
  });

  it('writes a negative offset with a minus', () => {
    expect(localZone()).toMatch(/^America\/New_York \(UTC-0[45]:00\)$/);
  });
});

withZone('UTC', () => {
  it('names UTC by its offset alone', () => {
    expect(localZone()).toBe('UTC+00:00');
  });
});

describe('what cannot be read', () => {
  it('gives an empty input for a timestamp that is not one', () => {
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('leaves an empty input missing and passes unreadable text on for the contract to refuse', () => {
    expect(toInstant('')).toBeUndefined();
    expect(toInstant('   ')).toBeUndefined();
    expect(toInstant('31/12/2024 10:00')).toBe('31/12/2024 10:00');
  });

  it('shows an unreadable timestamp as sent', () => {
    expect(formatLocal('soon')).toBe('soon');
  });
});
