import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isValidationTextKey, validationText, type Language } from '@platform/contract';
import { useLanguage } from '../../i18n/index.ts';
import { ApiError } from './api-client.ts';

// i18next's own type: the hook's `t` spelled through ReturnType overflows the compiler's depth limit
// once the console has some 700 keys.
type Translate = TFunction;

interface IssueLike {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** The person's words for a zod issue of the contract schemas. */
const issueText = (issue: IssueLike, t: Translate, language: Language): string => {
  const isEmpty = issue.input === undefined || issue.input === null || issue.input === '';
  const limit = (value: unknown) =>
    typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty ? validationText('required', language) : validationText('invalidValue', language);
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? validationText('required', language) : t('validation.tooShort', { min });
      if (issue.origin === 'array') return t('validation.tooFew', { min });
      return t('validation.tooSmall', { min });
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string') return t('validation.tooLong', { max });
      if (issue.origin === 'array') return t('validation.tooMany', { max });
      return t('validation.tooBig', { max });
    }
    case 'invalid_format':
      return t('validation.invalidFormat');
    default:
      return validationText('invalidValue', language);
  }
};

/** The contract's own refinement messages, which outrank any error map, in the person's words. */
const customText = (message: string, t: Translate, language: Language): string | undefined => {
  switch (message) {
    case 'mismatch':
      return validationText('confirmMismatch', language);
    case 'minLength must not exceed maxLength':
      return t('validation.minOverMax');
    case 'one main domain at most':
      return t('validation.oneMainDomain');
    // The contract's text names the limits, which a bare refinement message does not carry.
    case 'amountRange':
      return t('validation.amountRange');
    // The games contract's codes and addresses, which it names by key alone.
    case 'invalidVassalage':
      return t('validation.invalidVassalage');
    case 'invalidUrl':
      return t('validation.invalidUrl');
    default:
      // invalidAmount, maxBelowMin, payeeRequired, gatewayRequired ...: the contract's own texts.
      return isValidationTextKey(message) && !validationText(message, language).includes('{')
        ? validationText(message, language)
        : undefined;
  }
};

const translateCustom = (errors: unknown, t: Translate, language: Language) => {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, entry] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof entry === 'string') {
      const text = customText(entry, t, language);
      if (text !== undefined) (errors as { message: string }).message = text;
    } else {
      translateCustom(entry, t, language);
    }
  }
};

/** A react-hook-form resolver for a contract schema, with the messages in the console's language. */
export const useContractResolver = <Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> => {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const resolve = zodResolver(schema, { error: (issue) => issueText(issue, t, language) });
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      translateCustom(result.errors, t, language);
      return result;
    };
  }, [schema, t, language]);
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
 * Checks data that comes from outside a form (a file the person chose) against a contract schema,
 * with the same messages the forms show.
 */
export const useContractParser = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    <T>(schema: z.ZodType<T>, data: unknown): ContractParse<T> => {
      const result = schema.safeParse(data, { error: (issue) => issueText(issue, t, language) });
      if (result.success) return { success: true, data: result.data };
      return {
        success: false,
        issues: result.error.issues.map((issue) => ({
          path: issue.path,
          code: issue.code,
          message: customText(issue.message, t, language) ?? issue.message,
          ...(issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {}),
        })),
      };
    },
    [t, language],
  );
};

/**
 * Puts a failed save's `value.fields` under the inputs that `placeField` knows; the envelope's
 * message, and any field without an input, go to the form's alert (`errors.root.server`).
 */
export const applyServerErrors = <T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  t: Translate,
  placeField: (key: string) => FieldPath<T> | undefined = () => undefined,
) => {
  if (!(error instanceof ApiError)) {
    form.setError('root.server', { message: t('errors.unexpected') });
    return;
  }
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const path = placeField(key);
    if (path === undefined) unplaced.push(`${key}: ${message}`);
    else form.setError(path, { type: 'server', message });
  }
  form.setError('root.server', { message: [error.message, ...unplaced].join(' ') });
};

/** The message to show for a failed action: the gateway's own, or a generic one. */
export const errorText = (error: unknown, t: Translate): string =>
  error instanceof ApiError ? error.message : t('errors.unexpected');

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
