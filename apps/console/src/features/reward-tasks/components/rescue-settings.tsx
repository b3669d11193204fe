import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, RESCUE_KINDS, RESCUE_MAX_TIERS, type RescueSettings } from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useRescueSettings, useSetRescueSettings } from '../api/reward-tasks.ts';
import { AddRowButton, SettingsForm, settingsPanel, SettingsRow, useSettingsForm } from './settings-form.tsx';

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
  const { form, frame } = useSettingsForm({
    initial,
    formOf,
    save: useSetRescueSettings(),
    bodyOf: (values: RescueForm) => ({
      enabled: values.enabled,
      expiryHours: Number(values.expiryHours),
      tiers: values.tiers.map((tier) => ({
        category: tier.category,
        minLoss: tier.minLoss.trim(),
        kind: tier.kind,
        amount: tier.kind === 'FIXED' ? tier.amount.trim() : null,
        percent: tier.kind === 'PERCENT' ? Math.round(Number(tier.percent) * 100) : null,
        cap: tier.kind === 'PERCENT' && tier.cap.trim() !== '' ? tier.cap.trim() : null,
      })),
    }),
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const watched = useWatch({ control: form.control, name: 'tiers' });
  const { errors } = form.formState;

  return (
    <SettingsForm
      {...frame}
      enabled={form.register('enabled')}
      fields={
        <>
          <TextField
            label={t('rewardTasks.rescue.expiryHours')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.expiryHours?.message}
            {...form.register('expiryHours')}
          />
        </>
      }
    >
      <ol className="reward-tasks__rows">
        {tiers.fields.map((tier, index) => {
          const kind = watched[index]?.kind ?? 'FIXED';
          const rowErrors = errors.tiers?.[index];
          return (
            <SettingsRow key={tier.id} onRemove={() => tiers.remove(index)}>
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
            </SettingsRow>
          );
        })}
      </ol>
      <AddRowButton
        shown={tiers.fields.length < RESCUE_MAX_TIERS}
        onAdd={() =>
          tiers.append({ category: 'RNG', minLoss: '', kind: 'FIXED', amount: '', percent: '', cap: '' })
        }
      >
        {t('rewardTasks.rescue.addTier')}
      </AddRowButton>
    </SettingsForm>
  );
}

/** The rescue fund: on/off, how long a rescue waits to be claimed, and the tiers per product. */
export const RescueSettingsPanel = settingsPanel(useRescueSettings, RescueSettingsForm);
