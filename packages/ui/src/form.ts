import { useCallback, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isValidationTextKey, validationText, type Language } from '@platform/contract';
import { ApiError, failureText } from './api-client.ts';

/**
 * An app's words for the zod issues that the contract's own texts do not name, in the page's
 * language. Where an app has no text for an issue, the person reads the contract's "required" (a
 * string or a list too short) or "invalid value".
 */
export interface IssueTexts {
  language: Language;
  /** A string longer than `max` characters. */
  tooLong: (max: number) => string;
  tooShort?: (min: number) => string;
  tooFew?: (min: number) => string;
  tooMany?: (max: number) => string;
  tooSmall?: (min: number) => string;
  tooBig?: (max: number) => string;
  invalidFormat?: () => string;
  /** A refinement message of the contract's that is no text key (`mismatch`, ...), in the person's words. */
  custom?: (message: string) => string | undefined;
}

interface IssueLike {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

const limit = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;

/** The person's words for a zod issue of the contract schemas that carries no message of its own. */
const issueText = (issue: IssueLike, texts: IssueTexts): string => {
  const { language } = texts;
  const required = validationText('required', language);
  const invalid = validationText('invalidValue', language);
  const isEmpty = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty ? required : invalid;
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? required : (texts.tooShort?.(min) ?? required);
      if (issue.origin === 'array') return texts.tooFew?.(min) ?? required;
      return texts.tooSmall?.(min) ?? required;
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string') return texts.tooLong(max);
      if (issue.origin === 'array') return texts.tooMany?.(max) ?? invalid;
      return texts.tooBig?.(max) ?? invalid;
    }
    case 'invalid_format':
      return texts.invalidFormat?.() ?? invalid;
    default:
      return invalid;
  }
};

/** A refinement's message (which outranks any error map) in the person's words: the app's, or the contract's text key. */
const refinementText = (message: string, texts: IssueTexts): string | undefined => {
  const custom = texts.custom?.(message);
  if (custom !== undefined) return custom;
  // invalidAmount, sameWallet, maxBelowMin ...: the contract's own texts, when they need no figures.
  if (!isValidationTextKey(message)) return undefined;
  const text = validationText(message, texts.language);
  return text.includes('{') ? undefined : text;
};

const translateRefinements = (errors: unknown, texts: IssueTexts) => {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, entry] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof entry === 'string') {
      const text = refinementText(entry, texts);
      if (text !== undefined) (errors as { message: string }).message = text;
    } else {
      translateRefinements(entry, texts);
    }
  }
};

/** One problem a contract schema found, in the person's words, where it was found. */
export interface ContractIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  /** Unknown keys of a strict object, when that is the problem. */
  keys?: readonly string[];
}

export type ContractParse<T> = { success: true; data: T } | { success: false; issues: ContractIssue[] };

/**
 * The bridge from the contract's zod schemas to an app's forms, in the app's words: `useIssueTexts`
 * is a hook of the app's that answers its texts in the page's language.
 */
export const createContractForms = (useIssueTexts: () => IssueTexts) => ({
  /** A react-hook-form resolver for a contract schema, its messages in the page's language. */
  useContractResolver: <Input extends FieldValues, Output>(
    schema: z.ZodType<Output, Input>,
  ): Resolver<Input, unknown, Output> => {
    const texts = useIssueTexts();
    return useMemo(() => {
      const resolve = zodResolver(schema, { error: (issue) => issueText(issue, texts) });
      return async (values, context, options) => {
        const result = await resolve(values, context, options);
        translateRefinements(result.errors, texts);
        return result;
      };
    }, [schema, texts]);
  },

  /**
   * Checks data that comes from outside a form (a file the person chose) against a contract schema,
   * with the same messages the forms show.
   */
  useContractParser: () => {
    const texts = useIssueTexts();
    return useCallback(
      <T>(schema: z.ZodType<T>, data: unknown): ContractParse<T> => {
        const result = schema.safeParse(data, { error: (issue) => issueText(issue, texts) });
        if (result.success) return { success: true, data: result.data };
        return {
          success: false,
          issues: result.error.issues.map((issue) => ({
            path: issue.path,
            code: issue.code,
            message: refinementText(issue.message, texts) ?? issue.message,
            ...(issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {}),
          })),
        };
      },
      [texts],
    );
  },
});

interface ServerErrorPlacement<T extends FieldValues> {
  /** The app's generic message for a failure that is no `ApiError`. */
  unexpected: string;
  /** The input a `value.fields` key belongs to, if the form shows one. */
  placeField: (key: string) => FieldPath<T> | undefined;
  /** Whether a field without an input is named before its message in the alert (staff read the keys). */
  isKeyShown?: boolean;
}

/**
 * A failed submission: `value.fields` go under the inputs the form has (the typed values stay, the
 * first one takes the focus); the envelope's message, unless an input already shows it, with any
 * field the form does not show, goes to its alert (`errors.root.server`). Answers the `ApiError` so the caller can react to particular
 * codes.
 */
export const placeServerErrors = <T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  { unexpected, placeField, isKeyShown = false }: ServerErrorPlacement<T>,
): ApiError | undefined => {
  if (!(error instanceof ApiError)) {
    form.setError('root.server', { message: failureText(error, unexpected) });
    return undefined;
  }
  const unplaced: string[] = [];
  const placed = new Set<string>();
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const field = placeField(key);
    if (field === undefined) {
      unplaced.push(isKeyShown ? `${key}: ${message}` : message);
      continue;
    }
    form.setError(field, { type: 'server', message }, { shouldFocus: placed.size === 0 });
    placed.add(message);
  }
  // A message already under its input is not said again in the alert.
  const alert = [...(placed.has(error.message) ? [] : [error.message]), ...unplaced];
  if (alert.length > 0) form.setError('root.server', { message: alert.join(' ') });
  return error;
};

/**
 * A contract schema for a form of text inputs: empty inputs count as not given, as they would be
 * left out of a query string, before the contract's own rules run.
 */
export const withEmptyAsMissing = <Output, Values extends Record<string, string>>(
  schema: z.ZodType<Output>,
): z.ZodType<Output, Values> =>
  z.preprocess(
    (values) =>
      Object.fromEntries(Object.entries(values as Values).filter(([, value]) => value.trim() !== '')),
    schema,
  ) as unknown as z.ZodType<Output, Values>;
