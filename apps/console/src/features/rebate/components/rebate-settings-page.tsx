import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REBATE_CATEGORIES,
  REBATE_RATE_CEILING_PERCENT,
  rebateSettingsSchema,
  type RebateSettings,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { useSaveForm } from '../../../shared/lib/use-save-form.ts';
import { Section } from '../../../shared/ui/section.tsx';
import { useRebateSettings, useSaveRebateSettings } from '../api/rebate.ts';
import { rebateSettingsField } from './rebate-settings-values.ts';
import { RebateTabs } from './rebate-tabs.tsx';
import './rebate.css';

function RebateSettingsForm({ initial }: { initial: RebateSettings }) {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const form = useForm({
    resolver: useContractResolver(rebateSettingsSchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const { submit, isSaved } = useSaveForm({
    form,
    save: useSaveRebateSettings(),
    toValues: (_value, saved) => saved,
    placeField: rebateSettingsField,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <form className="card rebate__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('rebate.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('rebate.readOnly')}</Notice>}
      <Section title={t('rebate.settings.auto')} description={t('rebate.settings.autoHint')}>
        <Checkbox isSwitch label={t('rebate.settings.autoRebate')} {...form.register('autoRebate')} />
      </Section>
      <Section
        title={t('rebate.settings.rates')}
        description={t('rebate.settings.ratesHint', { ceiling: REBATE_RATE_CEILING_PERCENT })}
      >
        <div className="rebate__rates">
          {REBATE_CATEGORIES.map((category) => (
            <TextField
              key={category}
              label={`${t(`rebate.categories.${category}`)} (%)`}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              error={errors.defaultRates?.[category]?.message}
              {...form.register(`defaultRates.${category}`)}
            />
          ))}
        </div>
      </Section>
      {canWrite && (
        <div className="form__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            {t('rebate.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('rebate.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The rebate settings: the default rates of members without an upline agent, and the daily run. */
export function RebateSettingsPage() {
  const settings = useRebateSettings();
  return (
    <>
      <RebateTabs />
      {settings.data === undefined ? (
        <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <RebateSettingsForm initial={settings.data} />
      )}
    </>
  );
}
