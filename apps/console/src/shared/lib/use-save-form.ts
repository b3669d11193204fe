import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form.ts';

export interface SaveFormOptions<Values extends FieldValues, Output, Saved> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The call that stores the whole form. */
  save: (value: Output) => Promise<Saved>;
  /** What the form shows once stored: the value sent, or the stored one the call answers. */
  toValues: (value: Output, saved: Saved) => Values;
  /** Where a server field error (`value.fields` key) shows; others go to the form's alert. */
  placeField?: (key: string) => FieldPath<Values> | undefined;
}

/**
 * A form that stores one whole object: submit saves it, shows what was stored and says it is saved
 * (`isSaved`, until the next submit). On failure the form keeps every typed value: only the errors
 * are set (the contract's under the inputs, the server's where `placeField` says).
 */
export const useSaveForm = <Values extends FieldValues, Output, Saved>({
  form,
  save,
  toValues,
  placeField,
}: SaveFormOptions<Values, Output, Saved>) => {
  const { t } = useTranslation();
  const [isSaved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (value) => {
    setSaved(false);
    try {
      form.reset(toValues(value, await save(value)));
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, placeField);
    }
  });
  return { submit, isSaved };
};
