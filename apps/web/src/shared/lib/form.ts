import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { validationText, type Language, type ValidationTextKey } from '@platform/contract';
import { createContractForms, placeServerErrors } from '@platform/ui/form.ts';
import { useLanguage, type Translate } from '../../i18n/index.ts';

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

/** The member site's words for the issues the contract's texts do not name. */
const useIssueTexts = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(
    () => ({ language, tooLong: (max: number) => t('validation.tooLong', { max }) }),
    [t, language],
  );
};

/**
 * A react-hook-form resolver for a contract schema, and a check of data held outside a form (a
 * contract's tier rows), their messages in the page's language.
 */
export const { useContractResolver, useContractParser } = createContractForms(useIssueTexts);

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
) =>
  placeServerErrors(form, error, {
    unexpected: t('errors.unexpected'),
    placeField: (key) => formFields.find((field) => field === key),
  });
