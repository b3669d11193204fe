// @vitest-environment happy-dom
// form.ts, which gives the texts, runs the app's i18n: it sets the page's language.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATE_RANGE_PRESETS,
  isValidRange,
  pageFromParams,
  rangeFromParams,
  refineDateRange,
  shiftRange,
} from './date-range.ts';

const preset = (key: (typeof DATE_RANGE_PRESETS)[number]['key']) => {
  const found = DATE_RANGE_PRESETS.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no preset ${key}`);
  return found;
};

const TODAY = '2024-06-15';
const LIMITS = { maxDays: 30, defaultDays: 7 };

describe('shiftRange', () => {
  const range = { startDate: '2024-05-01', endDate: '2024-05-10' };

  it('moves back to the days just before the window', () => {
    expect(shiftRange(range, preset('previous7'), TODAY)).toEqual({
      startDate: '2024-04-24',
      endDate: '2024-04-30',
    });
    expect(shiftRange(range, preset('previous30'), TODAY)).toEqual({
      startDate: '2024-04-01',
      endDate: '2024-04-30',
    });
  });

  it('moves forward to the days just after the window', () => {
    expect(shiftRange(range, preset('next7'), TODAY)).toEqual({
      startDate: '2024-05-11',
      endDate: '2024-05-17',
    });
  });

  it('stops a forward move at today', () => {
    const recent = { startDate: '2024-06-01', endDate: '2024-06-10' };
    expect(shiftRange(recent, preset('next7'), TODAY)).toEqual({ startDate: '2024-06-11', endDate: TODAY });
    expect(shiftRange(recent, preset('next30'), TODAY)).toEqual({ startDate: '2024-06-11', endDate: TODAY });
  });
});

describe('isValidRange', () => {
  it('takes a window of up to maxDays days ending today', () => {
    expect(isValidRange({ startDate: '2024-05-17', endDate: TODAY }, TODAY, 30)).toBe(true);
    expect(isValidRange({ startDate: TODAY, endDate: TODAY }, TODAY, 30)).toBe(true);
  });

  it('refuses one day more than maxDays', () => {
    expect(isValidRange({ startDate: '2024-05-16', endDate: TODAY }, TODAY, 30)).toBe(false);
  });

  it('refuses a window ending after today, reversed, or with an impossible day', () => {
    expect(isValidRange({ startDate: TODAY, endDate: '2024-06-16' }, TODAY, 30)).toBe(false);
    expect(isValidRange({ startDate: '2024-06-10', endDate: '2024-06-09' }, TODAY, 30)).toBe(false);
    expect(isValidRange({ startDate: '2024-02-30', endDate: '2024-03-01' }, TODAY, 30)).toBe(false);
    expect(isValidRange({ startDate: '', endDate: TODAY }, TODAY, 30)).toBe(false);
  });
});

describe('rangeFromParams', () => {
  it('keeps a window from the address the API takes', () => {
    const params = new URLSearchParams({ startDate: '2024-06-01', endDate: '2024-06-10' });
    expect(rangeFromParams(params, TODAY, LIMITS)).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-10',
    });
  });

  it('falls back to the last defaultDays days, today included', () => {
    const fallback = { startDate: '2024-06-09', endDate: TODAY };
    expect(rangeFromParams(new URLSearchParams(), TODAY, LIMITS)).toEqual(fallback);
    expect(rangeFromParams(new URLSearchParams({ startDate: '2024-06-01' }), TODAY, LIMITS)).toEqual(
      fallback,
    );
    const tooLong = new URLSearchParams({ startDate: '2024-01-01', endDate: '2024-06-01' });
    expect(rangeFromParams(tooLong, TODAY, LIMITS)).toEqual(fallback);
    const future = new URLSearchParams({ startDate: '2024-06-10', endDate: '2024-06-20' });
    expect(rangeFromParams(future, TODAY, LIMITS)).toEqual(fallback);
  });
});

describe('pageFromParams', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['', 1],
  ])('reads pageNum=%s as page %i', (pageNum, page) => {
    expect(pageFromParams(new URLSearchParams({ pageNum }))).toBe(page);
  });

  it('is the first page without pageNum', () => {
    expect(pageFromParams(new URLSearchParams())).toBe(1);
  });
});

describe('refineDateRange', () => {
  const schema = (language: 'JA' | 'EN') =>
    z
      .object({ startDate: z.string(), endDate: z.string() })
      .superRefine(refineDateRange(TODAY, 30, language));

  const endDateMessages = (language: 'JA' | 'EN', startDate: string, endDate: string) => {
    const result = schema(language).safeParse({ startDate, endDate });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('passes a window the API takes', () => {
    expect(endDateMessages('EN', '2024-05-17', TODAY)).toEqual([]);
  });

  it('puts each problem under the end date', () => {
    expect(endDateMessages('EN', '2024-06-10', '2024-06-09')).toEqual([['endDate', 'endBeforeStart']]);
    expect(endDateMessages('EN', '2024-05-16', TODAY)).toEqual([['endDate', 'Choose at most 30 days']]);
    expect(endDateMessages('JA', '2024-05-16', TODAY)).toEqual([['endDate', '30日以内で指定してください']]);
    expect(endDateMessages('EN', TODAY, '2024-06-16')).toEqual([['endDate', 'invalidValue']]);
  });

  it('leaves days of a wrong format to the fields’ own rules', () => {
    expect(endDateMessages('EN', '2024-13-01', TODAY)).toEqual([]);
  });
});
