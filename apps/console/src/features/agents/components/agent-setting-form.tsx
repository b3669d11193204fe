import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useSaveForm } from '../../../shared/lib/use-save-form.ts';
import './agents.css';

interface AgentSettingFormProps<Values extends FieldValues, Output> {
  /** The form, disabled when the staff member may not change the setting. */
  form: UseFormReturn<Values, unknown, Output>;
  canWrite: boolean;
  /** The call that stores the setting; it answers the stored setting, which the form then shows. */
  save: (value: Output) => Promise<Values>;
  /** Where a server field error (`value.fields` key) shows; others go to the alert. */
  placeField: (key: string) => FieldPath<Values> | undefined;
  children: ReactNode;
}

/** An agent setting's form: its outcome above the fields, and save and discard below them. */
export function AgentSettingForm<Values extends FieldValues, Output>({
  form,
  canWrite,
  save,
  placeField,
  children,
}: AgentSettingFormProps<Values, Output>) {
  const { t } = useTranslation();
  const { submit, isSaved } = useSaveForm({ form, save, toValues: (_value, saved) => saved, placeField });
  const { errors, isDirty, isSubmitting } = form.formState;
  return (
    <form className="agents__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('agents.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('agents.readOnly')}</Notice>}
      {children}
      {canWrite && (
        <div className="form__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            {t('agents.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('agents.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
