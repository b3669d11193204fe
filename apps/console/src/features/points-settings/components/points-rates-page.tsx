import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, pointsRatesSchema, type PointsRates } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Checkbox, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useCan } from '../../../shared/api/get-me.ts';
import { useContractResolver } from '../../../shared/lib/form.ts';
import { useSaveForm } from '../../../shared/lib/use-save-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { usePointsRates, useSavePointsRates } from '../api/points-rates.ts';
import './points-settings.css';

function PointsRatesForm({ initial }: { initial: PointsRates }) {
  const { t } = useTranslation();
  const canWrite = useCan('rewards.write');
  const form = useForm({
    resolver: useContractResolver(pointsRatesSchema),
    defaultValues: initial,
    disabled: !canWrite,
  });
  const { submit, isSaved } = useSaveForm({
    form,
    save: useSavePointsRates(),
    toValues: (_value, saved) => saved,
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <form className="points-settings__form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      {isSaved && !isDirty && <Notice tone="success">{t('pointsSettings.saved')}</Notice>}
      {!canWrite && <Notice tone="info">{t('pointsSettings.readOnly')}</Notice>}
      <Section title={t('pointsSettings.bet')} description={t('pointsSettings.betHint')}>
        <div className="points-settings__rates">
          {GAME_CATEGORIES.map((category) => {
            const source = t(`pointsSettings.categories.${category}`);
            return (
              <div key={category} className="points-settings__rate" data-category={category}>
                <TextField
                  label={t('pointsSettings.unit', { source })}
                  inputMode="decimal"
                  autoComplete="off"
                  isRequired
                  error={errors.bet?.[category]?.unit?.message}
                  {...form.register(`bet.${category}.unit`)}
                />
                <TextField
                  label={t('pointsSettings.points', { source })}
                  inputMode="numeric"
                  autoComplete="off"
                  isRequired
                  error={errors.bet?.[category]?.points?.message}
                  {...form.register(`bet.${category}.points`, { valueAsNumber: true })}
                />
              </div>
            );
          })}
        </div>
      </Section>
      <Section title={t('pointsSettings.deposit')} description={t('pointsSettings.depositHint')}>
        <div className="points-settings__rate">
          <TextField
            label={t('pointsSettings.unit', { source: t('pointsSettings.deposit') })}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            error={errors.deposit?.unit?.message}
            {...form.register('deposit.unit')}
          />
          <TextField
            label={t('pointsSettings.points', { source: t('pointsSettings.deposit') })}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            error={errors.deposit?.points?.message}
            {...form.register('deposit.points', { valueAsNumber: true })}
          />
        </div>
      </Section>
      <Section title={t('pointsSettings.purchase')} description={t('pointsSettings.purchaseHint')}>
        <Checkbox isSwitch label={t('pointsSettings.enabled')} {...form.register('purchase.enabled')} />
        <div className="points-settings__rates">
          <TextField
            label={t('pointsSettings.price')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            error={errors.purchase?.price?.message}
            {...form.register('purchase.price')}
          />
          <TextField
            label={t('pointsSettings.minPoints')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            error={errors.purchase?.minPoints?.message}
            {...form.register('purchase.minPoints', { valueAsNumber: true })}
          />
          <TextField
            label={t('pointsSettings.maxPoints')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            error={errors.purchase?.maxPoints?.message}
            {...form.register('purchase.maxPoints', { valueAsNumber: true })}
          />
        </div>
      </Section>
      {canWrite && (
        <div className="form__actions">
          <Button variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            {t('pointsSettings.discard')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('pointsSettings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The points rates (issue 26 points earning): per valid bet per product, per deposit, and the purchase price. */
export function PointsRatesPage() {
  const { t } = useTranslation();
  const rates = usePointsRates();
  return (
    <>
      <PageHeader title={t('pointsSettings.title')} description={t('pointsSettings.lead')} />
      {rates.data === undefined ? (
        <PageStatus error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <PointsRatesForm initial={rates.data} />
      )}
    </>
  );
}
