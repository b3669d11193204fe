import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { withdrawalSettingsInputSchema, type WithdrawalSettings } from '@platform/contract';
import { useCan } from '../../../shared/api/get-me.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings.ts';
import { useUpdateWithdrawalSettings } from '../api/update-withdrawal-settings.ts';

interface LimitValues {
  minAmount: string;
  maxAmount: string;
  dailyCount: string;
}

const toValues = (settings: WithdrawalSettings): LimitValues => ({
  minAmount: settings.minAmount,
  maxAmount: settings.maxAmount,
  dailyCount: String(settings.dailyCount),
});

/** The contract's rules over the typed text: an empty count is missing, anything else checked as is. */
const limitsFormSchema = z.preprocess((values) => {
  const typed = values as LimitValues;
  return { ...typed, dailyCount: typed.dailyCount.trim() === '' ? undefined : Number(typed.dailyCount) };
}, withdrawalSettingsInputSchema) as unknown as z.ZodType<
  z.output<typeof withdrawalSettingsInputSchema>,
  LimitValues
>;

const FIELDS = ['minAmount', 'maxAmount', 'dailyCount'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

function WithdrawalLimitsForm({ initial }: { initial: WithdrawalSettings }) {
  const { t } = useTranslation();
  const update = useUpdateWithdrawalSettings();
  const canWrite = useCan('finance.write');
  const [isSaved, setSaved] = useState(false);
  const form = useForm({
    resolver: useContractResolver(limitsFormSchema),
    defaultValues: toValues(initial),
    disabled: !canWrite,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setSaved(false);
    try {
      form.reset(toValues(await update.mutateAsync(input)));
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (isField(key) ? key : undefined));
    }
  });

  return (
    <Section title={t('finance.limits.sectionTitle')} description={t('finance.limits.sectionDescription')}>
      <form className="form form--narrow" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        {isSaved && !isDirty && <Notice tone="success">{t('finance.limits.saved')}</Notice>}
        {!canWrite && <Notice tone="info">{t('finance.readOnly')}</Notice>}
        <TextField
          label={t('finance.limits.minAmount')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={errors.minAmount?.message}
          {...form.register('minAmount')}
        />
        <TextField
          label={t('finance.limits.maxAmount')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={errors.maxAmount?.message}
          {...form.register('maxAmount')}
        />
        <TextField
          label={t('finance.limits.dailyCount')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          hint={t('finance.limits.dailyCountHint')}
          error={errors.dailyCount?.message}
          {...form.register('dailyCount')}
        />
        {canWrite && (
          <div className="form__actions">
            <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('finance.discard')}
            </Button>
            <Button type="submit" isBusy={isSubmitting}>
              {t('finance.save')}
            </Button>
          </div>
        )}
      </form>
    </Section>
  );
}

/** The limits every withdrawal request respects: smallest and largest amount, requests a day. */
export function WithdrawalLimitsPage() {
  const { t } = useTranslation();
  const settings = useWithdrawalSettings();
  return (
    <>
      <PageHeader title={t('finance.limits.title')} description={t('finance.limits.description')} />
      {settings.data === undefined ? (
        <PageStatus error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <WithdrawalLimitsForm initial={settings.data} />
      )}
    </>
  );
}
