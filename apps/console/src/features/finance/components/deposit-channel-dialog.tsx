import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_CHANNEL_KIND,
  enumValues,
  PAYMENT_GATEWAYS,
  type DepositChannelAdmin,
} from '@platform/contract';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { Checkbox, SelectField, TextAreaField, TextField } from '@platform/ui/field.tsx';
import { useCreateDepositChannel } from '../api/create-deposit-channel.ts';
import { useUpdateDepositChannel } from '../api/update-deposit-channel.ts';
import { channelFormSchema, EMPTY_CHANNEL, isChannelField, toChannelValues } from './channel-form-values.ts';

interface DepositChannelDialogProps {
  /** The channel to edit; a new one without it. */
  channel?: DepositChannelAdmin;
  onClose: () => void;
  onSaved: (channel: DepositChannelAdmin) => void;
}

/**
 * A deposit channel's whole configuration. A bank transfer names the payee account members send
 * money to; an online channel names its gateway. A refused save keeps everything typed.
 */
export function DepositChannelDialog({ channel, onClose, onSaved }: DepositChannelDialogProps) {
  const { t } = useTranslation();
  const create = useCreateDepositChannel();
  const update = useUpdateDepositChannel();
  const form = useForm({
    resolver: useContractResolver(channelFormSchema),
    defaultValues: channel === undefined ? EMPTY_CHANNEL : toChannelValues(channel),
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const isBankTransfer = kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved =
        channel === undefined
          ? await create.mutateAsync(input)
          : await update.mutateAsync({ id: channel.id, input });
      onSaved(saved);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (isChannelField(key) ? key : undefined));
    }
  });

  const languageLabel = (language: 'JA' | 'EN') => t(`languages.${language}`);

  return (
    <Dialog
      title={channel === undefined ? t('finance.channels.createTitle') : t('finance.channels.editTitle')}
      size="lg"
      onClose={onClose}
      isDismissible={!isSubmitting}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <div className="grid grid--pair">
          <SelectField
            label={t('finance.channels.kind')}
            error={errors.kind?.message}
            options={enumValues(DEPOSIT_CHANNEL_KIND).map((value) => ({
              value,
              label: t(`finance.channelKinds.${value}`),
            }))}
            {...form.register('kind')}
          />
          {!isBankTransfer && (
            <SelectField
              label={t('finance.channels.gateway')}
              error={errors.gateway?.message}
              isRequired
              options={[
                { value: '', label: t('finance.channels.chooseGateway') },
                ...PAYMENT_GATEWAYS.map((value) => ({ value, label: t(`finance.gatewayOptions.${value}`) })),
              ]}
              {...form.register('gateway')}
            />
          )}
        </div>
        <div className="grid grid--pair">
          {(['JA', 'EN'] as const).map((language) => (
            <TextField
              key={language}
              label={t('finance.channels.name', { language: languageLabel(language) })}
              isRequired
              maxLength={64}
              error={errors.name?.[language]?.message}
              {...form.register(`name.${language}`)}
            />
          ))}
          <TextField
            label={t('finance.channels.minAmount')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            error={errors.minAmount?.message}
            {...form.register('minAmount')}
          />
          <TextField
            label={t('finance.channels.maxAmount')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            error={errors.maxAmount?.message}
            {...form.register('maxAmount')}
          />
          <TextField
            label={t('finance.channels.expiryMinutes')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
            hint={t('finance.channels.expiryHint')}
            error={errors.expiryMinutes?.message}
            {...form.register('expiryMinutes')}
          />
          <TextField
            label={t('finance.channels.sortOrder')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('finance.channels.sortOrderHint')}
            error={errors.sortOrder?.message}
            {...form.register('sortOrder')}
          />
        </div>
        <Checkbox isSwitch label={t('finance.channels.enabledLabel')} {...form.register('enabled')} />
        {isBankTransfer && (
          <fieldset className="form-group">
            <legend className="form-group__legend">{t('finance.channels.payeeTitle')}</legend>
            <p className="muted">{t('finance.channels.payeeHint')}</p>
            <FormAlert message={errors.payee?.message} />
            <div className="grid grid--pair">
              <TextField
                label={t('finance.payee.bankName')}
                isRequired
                error={errors.payee?.bankName?.message}
                {...form.register('payee.bankName')}
              />
              <TextField
                label={t('finance.payee.branchName')}
                error={errors.payee?.branchName?.message}
                {...form.register('payee.branchName')}
              />
              <TextField
                label={t('finance.payee.accountName')}
                isRequired
                error={errors.payee?.accountName?.message}
                {...form.register('payee.accountName')}
              />
              <TextField
                label={t('finance.payee.accountNumber')}
                inputMode="numeric"
                isRequired
                error={errors.payee?.accountNumber?.message}
                {...form.register('payee.accountNumber')}
              />
            </div>
          </fieldset>
        )}
        <div className="grid grid--pair">
          {(['JA', 'EN'] as const).map((language) => (
            <TextAreaField
              key={language}
              label={t('finance.channels.instructions', { language: languageLabel(language) })}
              rows={3}
              maxLength={500}
              error={errors.instructions?.[language]?.message}
              {...form.register(`instructions.${language}`)}
            />
          ))}
        </div>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {channel === undefined ? t('finance.channels.create') : t('finance.channels.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
