import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_MAX_DAYS, SIGN_IN_MISSED_RULES, type SignInSettings } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { applyServerErrors } from '../../../shared/lib/form.ts';
import { useSetSignInSettings, useSignInSettings } from '../api/reward-tasks.ts';
import { optionalAmount, prizeBody, prizeForm, type PrizeForm } from '../lib/prize-form.ts';
import { PrizeFields } from './prize-fields.tsx';
import { SettingsForm } from './settings-form.tsx';

interface SignInForm {
  enabled: boolean;
  requireValidBet: boolean;
  minValidBet: string;
  missedDay: SignInSettings['missedDay'];
  days: PrizeForm[];
}

const formOf = (settings: SignInSettings): SignInForm => ({
  enabled: settings.enabled,
  requireValidBet: settings.requireValidBet,
  minValidBet: settings.minValidBet ?? '',
  missedDay: settings.missedDay,
  days: settings.days.map(prizeForm),
});

function SignInSettingsForm({ initial }: { initial: SignInSettings }) {
  const { t } = useTranslation();
  const save = useSetSignInSettings();
  const form = useForm<SignInForm>({ defaultValues: formOf(initial) });
  const days = useFieldArray({ control: form.control, name: 'days' });
  const kinds = useWatch({ control: form.control, name: 'days' });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSave = async () => {
    const values = form.getValues();
    const minValidBet = optionalAmount(values.minValidBet);
    if (minValidBet === undefined) {
      form.setError('minValidBet', { message: t('rewardTasks.invalidAmount') });
      return false;
    }
    try {
      const saved = await save.mutateAsync({
        enabled: values.enabled,
        requireValidBet: values.requireValidBet,
        minValidBet,
        missedDay: values.missedDay,
        days: values.days.map(prizeBody),
      });
      form.reset(formOf(saved));
      return true;
    } catch (error) {
      applyServerErrors(form, error, t, (key) => key as FieldPath<SignInForm>);
      return false;
    }
  };

  return (
    <SettingsForm
      onSave={onSave}
      isSubmitting={isSubmitting || save.isPending}
      isDirty={isDirty}
      serverError={errors.root?.server?.message}
    >
      <div className="reward-tasks__fields">
        <Checkbox label={t('rewardTasks.enabled')} isSwitch {...form.register('enabled')} />
        <Checkbox label={t('rewardTasks.signIn.requireValidBet')} {...form.register('requireValidBet')} />
        <TextField
          label={t('rewardTasks.signIn.minValidBet')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.minValidBet?.message}
          {...form.register('minValidBet')}
        />
        <SelectField
          label={t('rewardTasks.signIn.missedDay')}
          options={SIGN_IN_MISSED_RULES.map((value) => ({
            value,
            label: t(`rewardTasks.signIn.missed.${value}`),
          }))}
          {...form.register('missedDay')}
        />
      </div>
      <ol className="reward-tasks__rows">
        {days.fields.map((day, index) => (
          <li key={day.id} className="reward-tasks__row">
            <span className="reward-tasks__index">{t('rewardTasks.signIn.day', { day: index + 1 })}</span>
            <PrizeFields
              field={(key) => form.register(`days.${index}.${key}`)}
              kind={kinds[index]?.kind ?? 'MONEY'}
              errors={{
                amount: errors.days?.[index]?.amount?.message,
                points: errors.days?.[index]?.points?.message,
                ticketEventId: errors.days?.[index]?.ticketEventId?.message,
              }}
            />
            {days.fields.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => days.remove(index)}>
                {t('rewardTasks.remove')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {days.fields.length < SIGN_IN_MAX_DAYS && (
        <Button variant="secondary" size="sm" onClick={() => days.append(prizeForm())}>
          {t('rewardTasks.signIn.addDay')}
        </Button>
      )}
    </SettingsForm>
  );
}

/** The daily sign-in cycle: on/off, the bet requirement, what a missed day does, a prize per day. */
export function SignInSettingsPanel() {
  const settings = useSignInSettings();
  if (settings.data === undefined) {
    return <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return <SignInSettingsForm initial={settings.data} />;
}
