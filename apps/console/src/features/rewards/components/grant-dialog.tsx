import { useRef, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GAME_CATEGORIES, TURNOVER_BASES, type RewardAdminRow } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Checkbox, SelectField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { localZone } from '../../../shared/lib/local-time.ts';
import { useGrantReward } from '../api/rewards.ts';
import {
  GRANT_FIELDS,
  GRANT_PRIZE_KINDS,
  freshGrantValues,
  grantFormSchema,
  sentGrant,
} from './grant-form-values.ts';

interface GrantDialogProps {
  onClose: () => void;
  onGranted: (row: RewardAdminRow) => void;
}

/**
 * A manual reward to one member. The dialog's requestId is kept while the same grant is sent again
 * (a retry after a failure or a lost answer grants once), renewed when the grant changes and after
 * it succeeded; a failure leaves every typed value in place with the errors under their inputs.
 */
export function GrantDialog({ onClose, onGranted }: GrantDialogProps) {
  const { t } = useTranslation();
  const grant = useGrantReward();
  const form = useForm({ resolver: useContractResolver(grantFormSchema), defaultValues: freshGrantValues() });
  const { errors, isSubmitting } = form.formState;
  /** The grant last sent with the form's requestId (without the id). */
  const sent = useRef<string | null>(null);
  const [kind, hasTurnover, base, claim] = useWatch({
    control: form.control,
    name: ['prize.kind', 'prize.hasTurnover', 'prize.turnover.base', 'claim'],
  });

  const send = async (input: z.output<typeof grantFormSchema>) => {
    sent.current = sentGrant(form.getValues());
    try {
      const row = await grant.mutateAsync(input);
      sent.current = null;
      form.setValue('requestId', crypto.randomUUID());
      onGranted(row);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => GRANT_FIELDS.find((field) => field === key));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Other values than the last attempt's are another grant: they get their own requestId.
    if (sent.current !== null && sent.current !== sentGrant(form.getValues())) {
      form.setValue('requestId', crypto.randomUUID());
      sent.current = null;
    }
    void form.handleSubmit(send)(event);
  };

  const prizeErrors = errors.prize;
  const turnoverErrors = prizeErrors?.turnover;

  return (
    <Dialog title={t('rewards.grant.title')} size="lg" onClose={onClose} isDismissible={!isSubmitting}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">{t('rewards.grant.description')}</p>
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label={t('rewards.grant.account')}
          autoCapitalize="off"
          autoComplete="off"
          isRequired
          error={errors.account?.message}
          {...form.register('account')}
        />
        <div className="grid grid--pair">
          <TextField
            label={t('rewards.grant.titleJa')}
            lang="ja"
            isRequired
            error={errors.title?.JA?.message}
            {...form.register('title.JA')}
          />
          <TextField
            label={t('rewards.grant.titleEn')}
            lang="en"
            isRequired
            error={errors.title?.EN?.message}
            {...form.register('title.EN')}
          />
        </div>
        <div className="grid grid--pair">
          <SelectField
            label={t('rewards.grant.kind')}
            options={GRANT_PRIZE_KINDS.map((value) => ({ value, label: t(`rewards.prizeKinds.${value}`) }))}
            {...form.register('prize.kind')}
          />
          {(kind === 'MONEY' || kind === 'BONUS') && (
            <TextField
              label={t('rewards.grant.amount')}
              inputMode="decimal"
              isRequired
              error={prizeErrors?.amount?.message}
              {...form.register('prize.amount')}
            />
          )}
          {kind === 'POINTS' && (
            <TextField
              label={t('rewards.grant.points')}
              inputMode="numeric"
              isRequired
              error={prizeErrors?.points?.message}
              {...form.register('prize.points')}
            />
          )}
          {kind === 'TICKET' && (
            <>
              <TextField
                label={t('rewards.grant.ticketEventId')}
                inputMode="numeric"
                isRequired
                error={prizeErrors?.ticketEventId?.message}
                {...form.register('prize.ticketEventId')}
              />
              <TextField
                label={t('rewards.grant.count')}
                inputMode="numeric"
                isRequired
                error={prizeErrors?.count?.message}
                {...form.register('prize.count')}
              />
            </>
          )}
        </div>
        {kind === 'BONUS' && (
          <fieldset className="form-group">
            <legend className="form-group__legend">{t('rewards.grant.turnover')}</legend>
            <Checkbox label={t('rewards.grant.hasTurnover')} {...form.register('prize.hasTurnover')} />
            {hasTurnover && (
              <>
                <div className="grid grid--pair">
                  <TextField
                    label={t('rewards.grant.multiple')}
                    hint={t('rewards.grant.multipleHint')}
                    inputMode="decimal"
                    isRequired
                    error={turnoverErrors?.multiple?.message}
                    {...form.register('prize.turnover.multiple')}
                  />
                  <SelectField
                    label={t('rewards.grant.base')}
                    options={TURNOVER_BASES.map((value) => ({ value, label: t(`rewards.bases.${value}`) }))}
                    {...form.register('prize.turnover.base')}
                  />
                  {base === 'BONUS_PLUS_DEPOSIT' && (
                    <TextField
                      label={t('rewards.grant.depositAmount')}
                      inputMode="decimal"
                      isRequired
                      error={turnoverErrors?.depositAmount?.message}
                      {...form.register('prize.turnover.depositAmount')}
                    />
                  )}
                </div>
                <p className="muted">
                  {t('rewards.grant.weights')} {t('rewards.grant.weightsHint')}
                </p>
                <div className="grant-weights">
                  {GAME_CATEGORIES.map((category) => (
                    <TextField
                      key={category}
                      label={t(`promotions.categories.${category}`)}
                      inputMode="decimal"
                      error={turnoverErrors?.weights?.[category]?.message}
                      {...form.register(`prize.turnover.weights.${category}`)}
                    />
                  ))}
                </div>
              </>
            )}
          </fieldset>
        )}
        <div className="grid grid--pair">
          <SelectField
            label={t('rewards.grant.claim')}
            hint={t('rewards.grant.claimHint')}
            options={(['MANUAL', 'AUTO'] as const).map((value) => ({
              value,
              label: t(`rewards.claimModes.${value}`),
            }))}
            {...form.register('claim')}
          />
          {claim === 'MANUAL' && (
            <TextField
              label={t('rewards.grant.expiresAt')}
              hint={t('rewards.grant.expiresHint', { zone: localZone() })}
              type="datetime-local"
              error={errors.expiresAt?.message}
              {...form.register('expiresAt')}
            />
          )}
        </div>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {t('rewards.grant.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
