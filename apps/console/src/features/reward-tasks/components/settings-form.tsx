import { useState, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors } from '../../../shared/lib/form.ts';
import type { PrizeForm } from '../lib/prize-form.ts';

interface SettingsFormProps {
  /** The task's on/off switch. */
  enabled: UseFormRegisterReturn;
  /** The task's own fields beside the switch. */
  fields: ReactNode;
  /** Saves; answers whether it was saved (errors are placed by the caller). */
  onSave: () => Promise<boolean>;
  isSubmitting: boolean;
  isDirty: boolean;
  serverError: string | undefined;
  /** The task's rows. */
  children: ReactNode;
}

/**
 * The frame every task's form shares: the server's alert, "saved", read-only for staff who may not
 * write, the on/off switch first among the fields, then the rows.
 */
export function SettingsForm({
  enabled,
  fields,
  onSave,
  isSubmitting,
  isDirty,
  serverError,
  children,
}: SettingsFormProps) {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const [isSaved, setSaved] = useState(false);
  return (
    <form
      className="reward-tasks__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void onSave().then(setSaved);
      }}
    >
      <FormAlert message={serverError} />
      {isSaved && !isDirty && <Notice tone="success">{t('rewardTasks.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('rewardTasks.readOnly')}</Notice>}
      <fieldset className="reward-tasks__fieldset" disabled={!canWrite}>
        <div className="reward-tasks__fields">
          <Checkbox label={t('rewardTasks.enabled')} isSwitch {...enabled} />
          {fields}
        </div>
        {children}
      </fieldset>
      {canWrite && (
        <div className="reward-tasks__actions">
          <Button type="submit" isBusy={isSubmitting}>
            {t('rewardTasks.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

interface SettingsFormOptions<Form extends FieldValues, Settings, Body> {
  initial: Settings;
  /** The saved settings as the inputs hold them. */
  formOf: (settings: Settings) => Form;
  /** The request body of the values, or undefined once the form has placed its own error. */
  bodyOf: (values: Form, form: UseFormReturn<Form>) => Body | undefined;
  save: { mutateAsync: (body: Body) => Promise<Settings>; isPending: boolean };
}

/**
 * A task's settings form: its values from the saved settings, saved by `save` and reset to what the
 * server answered, or the server's field errors placed under their inputs. `frame` is `SettingsForm`'s props.
 */
export function useSettingsForm<Form extends FieldValues, Settings, Body>({
  initial,
  formOf,
  bodyOf,
  save,
}: SettingsFormOptions<Form, Settings, Body>) {
  const { t } = useTranslation();
  const form = useForm<Form>({ defaultValues: formOf(initial) as DefaultValues<Form> });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSave = async () => {
    const body = bodyOf(form.getValues(), form);
    if (body === undefined) return false;
    try {
      form.reset(formOf(await save.mutateAsync(body)));
      return true;
    } catch (error) {
      applyServerErrors(form, error, t, (key) => key as FieldPath<Form>);
      return false;
    }
  };

  return {
    form,
    frame: {
      onSave,
      isSubmitting: isSubmitting || save.isPending,
      isDirty,
      serverError: errors.root?.server?.message,
    },
  };
}

/** A task's panel: its form once the settings are loaded, the loading or failed state (with a retry) until then. */
export const settingsPanel = <Settings,>(
  useSettings: () => UseQueryResult<Settings>,
  Form: ComponentType<{ initial: Settings }>,
) =>
  function SettingsPanel() {
    const query = useSettings();
    if (query.data === undefined)
      return <PageStatus error={query.error} onRetry={() => void query.refetch()} />;
    return <Form initial={query.data} />;
  };

/** One row of a task's list (a day, a step, a tier), with its remove button when it may go. */
export function SettingsRow({
  onRemove,
  children,
}: {
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="reward-tasks__row">
      {children}
      {onRemove !== undefined && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('rewardTasks.remove')}
        </Button>
      )}
    </li>
  );
}

/** The button adding a row, shown while the list is below its limit. */
export function AddRowButton({
  shown,
  onAdd,
  children,
}: {
  shown: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return shown ? (
    <Button variant="secondary" size="sm" onClick={onAdd}>
      {children}
    </Button>
  ) : null;
}

/** The messages of a prize's inputs, for `PrizeFields`. */
export const prizeErrors = (errors: FieldErrors<PrizeForm> | undefined) => ({
  amount: errors?.amount?.message,
  points: errors?.points?.message,
  ticketEventId: errors?.ticketEventId?.message,
});
