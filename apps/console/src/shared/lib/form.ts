import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { validationText } from '@platform/contract';
import { failureText } from '@platform/ui/api-client.ts';
import { createContractForms, placeServerErrors } from '@platform/ui/form.ts';
import { useLanguage } from '../../i18n/index.ts';

export { withEmptyAsMissing } from '@platform/ui/form.ts';

// i18next's own type: the hook's `t` spelled through ReturnType overflows the compiler's depth limit
// once the console has some 700 keys.
type Translate = TFunction;

/** The contract's own refinement messages that are no text key, in the person's words. */
const customText = (message: string, t: Translate, language: ReturnType<typeof useLanguage>) => {
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
    // The site resources' and member types' rules.
    case 'invalidGtagId':
      return t('validation.invalidGtagId');
    case 'invalidCdnBase':
      return t('validation.invalidCdnBase');
    case 'agentAndTrial':
      return t('validation.agentAndTrial');
    case 'duplicateType':
      return t('validation.duplicateType');
    default:
      return undefined;
  }
};

/** The console's words for the issues the contract's texts do not name. */
const useIssueTexts = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      tooShort: (min: number) => t('validation.tooShort', { min }),
      tooFew: (min: number) => t('validation.tooFew', { min }),
      tooSmall: (min: number) => t('validation.tooSmall', { min }),
      tooLong: (max: number) => t('validation.tooLong', { max }),
      tooMany: (max: number) => t('validation.tooMany', { max }),
      tooBig: (max: number) => t('validation.tooBig', { max }),
      invalidFormat: () => t('validation.invalidFormat'),
      custom: (message: string) => customText(message, t, language),
    }),
    [t, language],
  );
};

export const { useContractResolver, useContractParser } = createContractForms(useIssueTexts);

/**
 * Puts a failed save's `value.fields` under the inputs that `placeField` knows; the envelope's
 * message, and any field without an input (named by its key), go to the form's alert.
 */
export const applyServerErrors = <T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  t: Translate,
  placeField: (key: string) => FieldPath<T> | undefined = () => undefined,
) => {
  placeServerErrors(form, error, { unexpected: t('errors.unexpected'), placeField, isKeyShown: true });
};

/**
 * An entry dialog's form: checked by the contract's schema, opened with the entry's values, and on
 * submit saved once; a failed save puts the gateway's field errors under the inputs `placeField`
 * knows and the rest in the form's alert, leaving what the person typed in place.
 */
export const useEntryForm = <Input extends FieldValues, Output, Saved>({
  schema,
  defaultValues,
  save,
  onSaved,
  placeField,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  save: (input: Output) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  placeField?: (key: string) => FieldPath<Input> | undefined;
}) => {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({ resolver: useContractResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      onSaved(await save(input));
    } catch (error) {
      applyServerErrors(form, error, t, placeField);
    }
  });
  return { form, onSubmit };
};

/** The message to show for a failed action: the gateway's own, or a generic one. */
export const errorText = (error: unknown, t: Translate): string => failureText(error, t('errors.unexpected'));

/** A list page's filter form, checked by the contract's query schema; opens with the current filters. */
export const useFiltersForm = <T extends FieldValues>(schema: z.ZodType<unknown, T>, filters: T) =>
  useForm<T, unknown, unknown>({
    resolver: useContractResolver(schema),
    defaultValues: filters as DefaultValues<T>,
  });
