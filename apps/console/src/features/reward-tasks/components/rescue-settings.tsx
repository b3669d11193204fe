import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, RESCUE_KINDS, RESCUE_MAX_TIERS, type RescueSettings } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { applyServerErrors } from '../../../shared/lib/form.ts';
import { useRescueSettings, useSetRescueSettings } from '../api/reward-tasks.ts';
import { SettingsForm } from './settings-form.tsx';

type Tier = RescueSettings['tiers'][number];
interface RescueForm {
  enabled: boolean;
  expiryHours: string;
  tiers: {
    category: Tier['category'];
    minLoss: string;
    kind: Tier['kind'];
    amount: string;
    /** Percent of the loss, e.g. "5" or "2.5". */
    percent: string;
    cap: string;
  }[];
}

const formOf = (settings: RescueSettings): RescueForm => ({
  enabled: settings.enabled,
  expiryHours: String(settings.expiryHours),
  tiers: settings.tiers.map((tier) => ({
    category: tier.category,
    minLoss: tier.minLoss,
    kind: tier.kind,
    amount: tier.amount ?? '',
    percent: tier.percent === null ? '' : String(tier.percent / 100),
    cap: tier.cap ?? '',
  })),
});

function RescueSettingsForm({ initial }: { initial: RescueSettings }) {
  const { t } = useTranslation();
  const save = useSetRescueSettings();
  const form = useForm<RescueForm>({ defaultValues: formOf(initial) });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const watched = useWatch({ control: form.control, name: 'tiers' });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSave = async () => {
    const values = form.getValues();
    const optional = (text: string) => (text.trim() === '' ? null : text.trim());
    const body = values.tiers.map((tier) => ({
      category: tier.category,
      minLoss: tier.minLoss.trim(),
      kind: tier.kind,
      amount: tier.kind === 'FIXED' ? tier.amount.trim() : null,
      percent: tier.kind === 'PERCENT' ? Math.round(Number(tier.percent) * 100) : null,
      cap: tier.kind === 'PERCENT' ? optional(tier.cap) : null,
    }));
    try {
      const saved = await save.mutateAsync({
        enabled: values.enabled,
        expiryHours: Number(values.expiryHours),
        tiers: body,
      });
      form.reset(formOf(saved));
      return true;
    } catch (error) {
      applyServerErrors(form, error, t, (key) => key as FieldPath<RescueForm>);
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
          label={t('rewardTasks.rescue.expiryHours')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.expiryHours?.message}
          {...form.register('expiryHours')}
        />
      </div>
      <ol className="reward-tasks__rows">
        {tiers.fields.map((tier, index) => {
          const kind = watched[index]?.kind ?? 'FIXED';
          const rowErrors = errors.tiers?.[index];
          return (
            <li key={tier.id} className="reward-tasks__row">
              <SelectField
                label={t('rewardTasks.rescue.category')}
                options={GAME_CATEGORIES.map((value) => ({ value, label: value }))}
                {...form.register(`tiers.${index}.category`)}
              />
              <TextField
                label={t('rewardTasks.rescue.minLoss')}
                inputMode="decimal"
                autoComplete="off"
                error={rowErrors?.minLoss?.message}
                {...form.register(`tiers.${index}.minLoss`)}
              />
              <SelectField
                label={t('rewardTasks.rescue.kind')}
                options={RESCUE_KINDS.map((value) => ({
                  value,
                  label: t(`rewardTasks.rescue.kinds.${value}`),
                }))}
                {...form.register(`tiers.${index}.kind`)}
              />
              {kind === 'FIXED' ? (
                <TextField
                  label={t('rewardTasks.rescue.amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  error={rowErrors?.amount?.message}
                  {...form.register(`tiers.${index}.amount`)}
                />
              ) : (
                <>
                  <TextField
                    label={t('rewardTasks.rescue.percent')}
                    inputMode="decimal"
                    autoComplete="off"
                    error={rowErrors?.percent?.message}
                    {...form.register(`tiers.${index}.percent`)}
                  />
                  <TextField
                    label={t('rewardTasks.rescue.cap')}
                    inputMode="decimal"
                    autoComplete="off"
                    error={rowErrors?.cap?.message}
                    {...form.register(`tiers.${index}.cap`)}
                  />
                </>
              )}
              <Button variant="ghost" size="sm" onClick={() => tiers.remove(index)}>
                {t('rewardTasks.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      {tiers.fields.length < RESCUE_MAX_TIERS && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            tiers.append({ category: 'RNG', minLoss: '', kind: 'FIXED', amount: '', percent: '', cap: '' })
          }
        >
          {t('rewardTasks.rescue.addTier')}
        </Button>
      )}
    </SettingsForm>
  );
}

/** The rescue fund: on/off, how long a rescue waits to be claimed, and the tiers per product. */
export function RescueSettingsPanel() {
  const settings = useRescueSettings();
  if (settings.data === undefined) {
    return <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return <RescueSettingsForm initial={settings.data} />;
}
