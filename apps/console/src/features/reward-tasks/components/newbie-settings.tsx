import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ELIGIBILITY_CONDITIONS, NEWBIE_MAX_STEPS, type NewbieSettings } from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useNewbieSettings, useSetNewbieSettings } from '../api/reward-tasks.ts';
import { prizeBody, prizeForm, type PrizeForm } from '../lib/prize-form.ts';
import { PrizeFields } from './prize-fields.tsx';
import {
  AddRowButton,
  SettingsForm,
  settingsPanel,
  SettingsRow,
  prizeErrors,
  useSettingsForm,
} from './settings-form.tsx';

type Step = NewbieSettings['steps'][number];
interface NewbieForm {
  enabled: boolean;
  withinDays: string;
  perIpLimit: string;
  steps: { id: string; condition: Step['condition']; count: string; prize: PrizeForm }[];
}

const formOf = (settings: NewbieSettings): NewbieForm => ({
  enabled: settings.enabled,
  withinDays: String(settings.withinDays),
  perIpLimit: settings.perIpLimit === null ? '' : String(settings.perIpLimit),
  steps: settings.steps.map((step) => ({ ...step, count: String(step.count), prize: prizeForm(step.prize) })),
});

function NewbieSettingsForm({ initial }: { initial: NewbieSettings }) {
  const { t } = useTranslation();
  const { form, frame } = useSettingsForm({
    initial,
    formOf,
    save: useSetNewbieSettings(),
    bodyOf: (values: NewbieForm) => ({
      enabled: values.enabled,
      withinDays: Number(values.withinDays),
      perIpLimit: values.perIpLimit.trim() === '' ? null : Number(values.perIpLimit),
      steps: values.steps.map((step) => ({
        id: step.id.trim(),
        condition: step.condition,
        count: step.condition === 'DEPOSIT_COUNT' ? Number(step.count) : 1,
        prize: prizeBody(step.prize),
      })),
    }),
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const watched = useWatch({ control: form.control, name: 'steps' });
  const { errors } = form.formState;

  return (
    <SettingsForm
      {...frame}
      enabled={form.register('enabled')}
      fields={
        <>
          <TextField
            label={t('rewardTasks.newbie.withinDays')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.withinDays?.message}
            {...form.register('withinDays')}
          />
          <TextField
            label={t('rewardTasks.newbie.perIpLimit')}
            hint={t('rewardTasks.newbie.perIpLimitHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.perIpLimit?.message}
            {...form.register('perIpLimit')}
          />
        </>
      }
    >
      <ol className="reward-tasks__rows">
        {steps.fields.map((step, index) => {
          const condition = watched[index]?.condition;
          return (
            <SettingsRow key={step.id} onRemove={() => steps.remove(index)}>
              <TextField
                label={t('rewardTasks.newbie.stepId')}
                autoComplete="off"
                error={errors.steps?.[index]?.id?.message}
                {...form.register(`steps.${index}.id`)}
              />
              <SelectField
                label={t('rewardTasks.newbie.condition')}
                options={ELIGIBILITY_CONDITIONS.map((value) => ({
                  value,
                  label: t(`rewardTasks.conditions.${value}`),
                }))}
                {...form.register(`steps.${index}.condition`)}
              />
              {condition === 'DEPOSIT_COUNT' && (
                <TextField
                  label={t('rewardTasks.newbie.count')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.steps?.[index]?.count?.message}
                  {...form.register(`steps.${index}.count`)}
                />
              )}
              <PrizeFields
                field={(key) => form.register(`steps.${index}.prize.${key}`)}
                kind={watched[index]?.prize.kind ?? 'MONEY'}
                errors={prizeErrors(errors.steps?.[index]?.prize)}
              />
            </SettingsRow>
          );
        })}
      </ol>
      {errors.steps?.message !== undefined && <p className="field__error">{errors.steps.message}</p>}
      <AddRowButton
        shown={steps.fields.length < NEWBIE_MAX_STEPS}
        onAdd={() =>
          steps.append({
            id: `step-${steps.fields.length + 1}`,
            condition: 'BANK_CARD',
            count: '1',
            prize: prizeForm(),
          })
        }
      >
        {t('rewardTasks.newbie.addStep')}
      </AddRowButton>
    </SettingsForm>
  );
}

/** The newbie task: on/off, the days after registration, the per-IP limit and its steps with their prizes. */
export const NewbieSettingsPanel = settingsPanel(useNewbieSettings, NewbieSettingsForm);
