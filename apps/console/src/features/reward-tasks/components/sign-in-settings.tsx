import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_MAX_DAYS, SIGN_IN_MISSED_RULES, type SignInSettings } from '@platform/contract';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { useSetSignInSettings, useSignInSettings } from '../api/reward-tasks.ts';
import { optionalAmount, prizeBody, prizeForm, type PrizeForm } from '../lib/prize-form.ts';
import { PrizeFields } from './prize-fields.tsx';
import {
  AddRowButton,
  SettingsForm,
  settingsPanel,
  SettingsRow,
  prizeErrors,
  useSettingsForm,
} from './settings-form.tsx';

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
  const { form, frame } = useSettingsForm({
    initial,
    formOf,
    save: useSetSignInSettings(),
    bodyOf: (values: SignInForm, { setError }) => {
      const minValidBet = optionalAmount(values.minValidBet);
      if (minValidBet === undefined) {
        setError('minValidBet', { message: t('rewardTasks.invalidAmount') });
        return undefined;
      }
      return {
        enabled: values.enabled,
        requireValidBet: values.requireValidBet,
        minValidBet,
        missedDay: values.missedDay,
        days: values.days.map(prizeBody),
      };
    },
  });
  const days = useFieldArray({ control: form.control, name: 'days' });
  const kinds = useWatch({ control: form.control, name: 'days' });
  const { errors } = form.formState;

  return (
    <SettingsForm
      {...frame}
      enabled={form.register('enabled')}
      fields={
        <>
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
        </>
      }
    >
      <ol className="reward-tasks__rows">
        {days.fields.map((day, index) => (
          <SettingsRow key={day.id} onRemove={days.fields.length > 1 ? () => days.remove(index) : undefined}>
            <span className="reward-tasks__index">{t('rewardTasks.signIn.day', { day: index + 1 })}</span>
            <PrizeFields
              field={(key) => form.register(`days.${index}.${key}`)}
              kind={kinds[index]?.kind ?? 'MONEY'}
              errors={prizeErrors(errors.days?.[index])}
            />
          </SettingsRow>
        ))}
      </ol>
      <AddRowButton shown={days.fields.length < SIGN_IN_MAX_DAYS} onAdd={() => days.append(prizeForm())}>
        {t('rewardTasks.signIn.addDay')}
      </AddRowButton>
    </SettingsForm>
  );
}

/** The daily sign-in cycle: on/off, the bet requirement, what a missed day does, a prize per day. */
export const SignInSettingsPanel = settingsPanel(useSignInSettings, SignInSettingsForm);
