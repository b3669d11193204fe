import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { useSaveForm, type SaveFormOptions } from '../../../shared/lib/use-save-form.ts';

/** Submit, save (`useSaveForm`), and what the save bar shows. */
export const useSettingForm = <Values extends FieldValues, Output>(
  options: SaveFormOptions<Values, Output, unknown>,
) => {
  const { t } = useTranslation();
  const { form } = options;
  const { submit, isSaved } = useSaveForm(options);
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
