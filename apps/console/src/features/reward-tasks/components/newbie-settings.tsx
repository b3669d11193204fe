import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ELIGIBILITY_CONDITIONS, NEWBIE_MAX_STEPS, type NewbieSettings } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { applyServerErrors } from '../../../shared/lib/form.ts';
import { useNewbieSettings, useSetNewbieSettings } from '../api/reward-tasks.ts';
import { prizeBody, prizeForm, type PrizeForm } from '../lib/prize-form.ts';
import { PrizeFields } from './prize-fields.tsx';
import { SettingsForm } from './settings-form.tsx';

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
  const save = useSetNewbieSettings();
  const form = useForm<NewbieForm>({ defaultValues: formOf(initial) });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const watched = useWatch({ control: form.control, name: 'steps' });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSave = async () => {
    const values = form.getValues();
    try {
      const saved = await save.mutateAsync({
        enabled: values.enabled,
        withinDays: Number(values.withinDays),
        perIpLimit: values.perIpLimit.trim() === '' ? null : Number(values.perIpLimit),
        steps: values.steps.map((step) => ({
          id: step.id.trim(),
          condition: step.condition,
          count: step.condition === 'DEPOSIT_COUNT' ? Number(step.count) : 1,
          prize: prizeBody(step.prize),
        })),
      });
      form.reset(formOf(saved));
      return true;
    } catch (error) {
      applyServerErrors(form, error, t, (key) => key as FieldPath<NewbieForm>);
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
      </div>
      <ol className="reward-tasks__rows">
        {steps.fields.map((step, index) => {
          const condition = watched[index]?.condition;
          return (
            <li key={step.id} className="reward-tasks__row">
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
                errors={{
                  amount: errors.steps?.[index]?.prize?.amount?.message,
                  points: errors.steps?.[index]?.prize?.points?.message,
                  ticketEventId: errors.steps?.[index]?.prize?.ticketEventId?.message,
                }}
              />
              <Button variant="ghost" size="sm" onClick={() => steps.remove(index)}>
                {t('rewardTasks.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      {errors.steps?.message !== undefined && <p className="field__error">{errors.steps.message}</p>}
      {steps.fields.length < NEWBIE_MAX_STEPS && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            steps.append({
              id: `step-${steps.fields.length + 1}`,
              condition: 'BANK_CARD',
              count: '1',
              prize: prizeForm(),
            })
          }
        >
          {t('rewardTasks.newbie.addStep')}
        </Button>
      )}
    </SettingsForm>
  );
}

/** The newbie task: on/off, the days after registration, the per-IP limit and its steps with their prizes. */
export function NewbieSettingsPanel() {
  const settings = useNewbieSettings();
  if (settings.data === undefined) {
    return <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return <NewbieSettingsForm initial={settings.data} />;
}
