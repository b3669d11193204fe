import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../shared/lib/form.ts';

interface SettingFormOptions<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The PUT of the whole setting. */
  save: (value: Output) => Promise<unknown>;
  /** The saved setting as form values, so the form shows what was stored (trimmed, upper-cased...). */
  toValues: (value: Output) => Values;
  /** Where a server field error (`value.fields` key) shows; others go to the alert. */
  placeField?: (key: string) => FieldPath<Values> | undefined;
}

/**
 * Submit, save, and what the save bar shows. On failure the form keeps every typed value: only
 * the errors are set (the contract's under the inputs, the server's where `placeField` says).
 */
export const useSettingForm = <Values extends FieldValues, Output>({
  form,
  save,
  toValues,
  placeField,
}: SettingFormOptions<Values, Output>) => {
  const { t } = useTranslation();
  const [isSaved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (value) => {
    setSaved(false);
    try {
      await save(value);
      form.reset(toValues(value));
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, placeField);
    }
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  return {
    onSubmit: (event: FormEvent) => void submit(event),
    saveBar: {
      isDirty,
      isSubmitting,
      isSaved,
      error: errors.root?.server?.message ?? (hasFieldErrors ? t('settings.checkFields') : undefined),
      onDiscard: () => form.reset(),
    },
  };
};
