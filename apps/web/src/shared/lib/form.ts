import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import {
  isValidationTextKey,
  validationText,
  type Language,
  type ValidationTextKey,
} from '@platform/contract';
import { useLanguage, type Translate } from '../../i18n/index.ts';
import { ApiError, errorText } from './api-client.ts';

/** A contract validation text with its `{min}`, `{max}` or `{n}` filled in. */
export const contractText = (
  key: ValidationTextKey,
  language: Language,
  params: Record<string, string | number> = {},
): string =>
  Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    validationText(key, language),
  );

interface IssueLike {
  code?: string;
  input?: unknown;
  origin?: string;
  maximum?: unknown;
}

/** The person's words for a zod issue that carries no message of its own. */
const issueText = (issue: IssueLike, t: Translate, language: Language): string => {
  const isEmpty = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
    case 'too_small':
      return isEmpty || issue.code === 'too_small'
        ? validationText('required', language)
        : validationText('invalidValue', language);
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.tooLong', { max: Number(issue.maximum) })
        : validationText('invalidValue', language);
    default:
      return validationText('invalidValue', language);
  }
};

/** The contract's refinements name a text key (`invalidAmount`, `sameWallet`, ...): shown in the person's language. */
const translateKeys = (errors: unknown, language: Language) => {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, entry] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof entry === 'string') {
      if (isValidationTextKey(entry))
        (errors as { message: string }).message = validationText(entry, language);
    } else {
      translateKeys(entry, language);
    }
  }
};

/** A react-hook-form resolver for a contract schema, its messages in the page's language. */
export const useContractResolver = <Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> => {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const resolve = zodResolver(schema, { error: (issue) => issueText(issue, t, language) });
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      translateKeys(result.errors, language);
      return result;
    };
  }, [schema, t, language]);
};

/**
 * A failed submission: `value.fields` go under the inputs the form has (the typed values stay),
 * the envelope's message, with any field the form does not show, goes to its alert. Answers the
 * `ApiError` so the caller can react to particular codes.
 */
export const applyServerErrors = <T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  t: Translate,
  formFields: readonly FieldPath<T>[],
): ApiError | undefined => {
  if (!(error instanceof ApiError)) {
    form.setError('root.server', { message: errorText(error, t) });
    return undefined;
  }
  const unplaced: string[] = [];
  let isFirst = true;
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const field = formFields.find((candidate) => candidate === key);
    if (field === undefined) {
      unplaced.push(message);
      continue;
    }
    form.setError(field, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  form.setError('root.server', { message: [error.message, ...unplaced].join(' ') });
  return error;
};
