import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { dateQuery, type Language } from '@platform/contract';
import { useLanguage } from '../../i18n/index.ts';
import { addDays, daysInRange, isDay } from './dates.ts';
import { contractText, useContractResolver } from './form.ts';

/** A window of calendar days (`YYYY-MM-DD`, merchant time zone), both days included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The spec's date presets (section 9): the window moves back or forward by 7 or 30 days. */
export const DATE_RANGE_PRESETS = [
  { key: 'previous7', direction: -1, days: 7 },
  { key: 'previous30', direction: -1, days: 30 },
  { key: 'next7', direction: 1, days: 7 },
  { key: 'next30', direction: 1, days: 30 },
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** The window a preset moves to: the days just before or just after it; forward stops at today. */
export const shiftRange = (range: DateRange, preset: DateRangePreset, today: string): DateRange => {
  if (preset.direction < 0) {
    return { startDate: addDays(range.startDate, -preset.days), endDate: addDays(range.startDate, -1) };
  }
  const endDate = addDays(range.endDate, preset.days);
  return { startDate: addDays(range.endDate, 1), endDate: endDate > today ? today : endDate };
};

/** Whether the API takes the window: real days, in order, at most `maxDays`, not after today. */
export const isValidRange = (range: DateRange, today: string, maxDays: number): boolean =>
  isDay(range.startDate) &&
  isDay(range.endDate) &&
  range.startDate <= range.endDate &&
  range.endDate <= today &&
  daysInRange(range.startDate, range.endDate) <= maxDays;

/**
 * The window in the address (`startDate`, `endDate`), or the last `defaultDays` days, today
 * included, when it is missing or one the API would refuse.
 */
export const rangeFromParams = (
  params: URLSearchParams,
  today: string,
  limits: { maxDays: number; defaultDays: number },
): DateRange => {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  return isValidRange(range, today, limits.maxDays)
    ? range
    : { startDate: addDays(today, 1 - limits.defaultDays), endDate: today };
};

/** `pageNum` from the address: a whole number from 1, else the first page. */
export const pageFromParams = (params: URLSearchParams): number => {
  const pageNum = Number(params.get('pageNum'));
  return Number.isInteger(pageNum) && pageNum >= 1 ? pageNum : 1;
};

/**
 * The range rules of a filter form (a zod `superRefine`), each under the end date: not before the
 * start, at most `maxDays` days (the contract's text), not after today. The fields' own formats
 * are the contract's `dateQuery`.
 */
export const refineDateRange =
  (today: string, maxDays: number, language: Language) =>
  <Input extends DateRange>(input: Input, context: z.RefinementCtx<Input>) => {
    if (!isDay(input.startDate) || !isDay(input.endDate)) return;
    if (input.startDate > input.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
    } else if (daysInRange(input.startDate, input.endDate) > maxDays) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: contractText('rangeTooLong', language, { n: maxDays }),
      });
    } else if (input.endDate > today) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'invalidValue' });
    }
  };

/**
 * An address-bound filter of one type from a list and a window of days: the type in `type` (none
 * chosen when it is missing or not one of `types`), the window in `startDate` and `endDate`.
 */
export interface TypeRangeSpec<Type extends string> {
  types: readonly [Type, ...Type[]];
  /** The longest window the API takes. */
  maxDays: number;
  /** The window a first visit shows: the last days, today included. */
  defaultDays: number;
  /** What `type` says in the address when every type is chosen; left out when not given. */
  allTypes?: string;
}

/** The type and window a filter holds; `type` undefined for every type. */
export interface TypeRange<Type extends string> extends DateRange {
  type: Type | undefined;
}

/** `value` when it is one of `values`, else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/**
 * The filter's type, window and page in the address, so a reload or the back button shows the same
 * rows. `write` puts the window, the type, the page's own `extra` keys (an undefined one left out) and
 * the page (from 2) back in the address, in that order.
 */
export const useTypeRangeParams = <Type extends string>(spec: TypeRangeSpec<Type>, today: string) => {
  const [params, setParams] = useSearchParams();
  const filters: TypeRange<Type> = {
    type: oneOf(spec.types, params.get('type')),
    ...rangeFromParams(params, today, spec),
  };
  const write = (
    next: TypeRange<Type>,
    { pageNum = 1, extra = {} }: { pageNum?: number; extra?: Record<string, string | undefined> } = {},
  ) => {
    const query = new URLSearchParams({ startDate: next.startDate, endDate: next.endDate });
    const type = next.type ?? spec.allTypes;
    if (type !== undefined) query.set('type', type);
    for (const [key, value] of Object.entries(extra)) {
      if (value !== undefined) query.set(key, value);
    }
    if (pageNum > 1) query.set('pageNum', String(pageNum));
    setParams(query);
  };
  return { params, filters, pageNum: pageFromParams(params), write };
};

/** The filter form's fields: the type (`''` for every type) and the window in the contract's day format. */
export const typeRangeFields = <Type extends string>(spec: TypeRangeSpec<Type>) => ({
  type: z.union([z.literal(''), z.enum(spec.types)]),
  startDate: dateQuery,
  endDate: dateQuery,
});

/** The filter form's schema: its fields and the range rules (`refineDateRange`). */
export const typeRangeSchema = <Type extends string>(
  spec: TypeRangeSpec<Type>,
  today: string,
  language: Language,
) => z.object(typeRangeFields(spec)).superRefine(refineDateRange(today, spec.maxDays, language));

/**
 * A type-and-range filter with its form: the address's filters and page (`useTypeRangeParams`), a
 * form whose inputs follow them (the presets and the address change the window), `onSubmit` writing
 * the form's filters and `moveWindow` a preset's window, both from the first page.
 */
export const useTypeRangeFilter = <Type extends string>(spec: TypeRangeSpec<Type>, today: string) => {
  const language = useLanguage();
  const { filters, pageNum, write } = useTypeRangeParams(spec, today);
  const schema = useMemo(() => typeRangeSchema(spec, today, language), [spec, today, language]);
  const form = useForm<z.input<typeof schema>>({
    resolver: useContractResolver(schema),
    values: { type: filters.type ?? '', startDate: filters.startDate, endDate: filters.endDate },
  });
  const onSubmit = form.handleSubmit((values) =>
    write({
      type: values.type === '' ? undefined : values.type,
      startDate: values.startDate,
      endDate: values.endDate,
    }),
  );
  const moveWindow = (range: DateRange) => write({ ...filters, ...range });
  return { filters, pageNum, write, form, onSubmit, moveWindow };
};
