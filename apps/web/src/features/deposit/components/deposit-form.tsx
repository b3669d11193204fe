import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_CHANNEL_KIND,
  UPLOAD_IMAGE_TYPES,
  type DepositChannel,
  type DepositOrder,
} from '@platform/contract';
import { ChoiceGroup, Radio, TextField } from '@platform/ui/field.tsx';
import { useRequestId } from '../../../shared/lib/use-request-id.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCreateDepositOrder } from '../api/create-deposit-order.ts';
import { useUploadDepositProof } from '../api/upload-deposit-proof.ts';
import { buildDepositSchema, type DepositFormOutput, type DepositFormValues } from '../lib/deposit-schema.ts';
import { openPaymentPage } from '../lib/payment-page.ts';
import { PayeeDetails } from './payee-details.tsx';

const FORM_FIELDS = ['amount', 'proof'] as const;

interface DepositFormProps {
  channels: readonly DepositChannel[];
  /** The order is open; for a bank transfer `proofError` says why its proof did not upload. */
  onCreated: (order: DepositOrder, proofError?: string) => void;
}

/** Channel, amount and, for a bank transfer, the proof: opens the order (spec: depositv2). */
export function DepositForm({ channels, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const createOrder = useCreateDepositOrder();
  const uploadProof = useUploadDepositProof();
  const [requestId, renewRequestId] = useRequestId();

  // The channel decides the limits and whether a proof is asked, so it sits outside the form's values.
  const [channelId, setChannelId] = useState(channels[0]?.id);
  const channel = channels.find((candidate) => candidate.id === channelId);
  const schema = useMemo(
    () => buildDepositSchema(channel, language, t('deposit.proofRequired')),
    [channel, language, t],
  );
  const form = useForm<DepositFormValues, unknown, DepositFormOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { amount: '', proof: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (channel === undefined) return;
    let order: DepositOrder;
    try {
      order = await createOrder.mutateAsync({
        requestId,
        channelId: channel.id,
        amount: values.amount,
      });
    } catch (error) {
      // The key went with other details (an answer lost, then the form changed): the next try is a new one.
      if (applyServerErrors(form, error, t, FORM_FIELDS)?.errorCode === 'idempotency_conflict')
        renewRequestId();
      return;
    }
    renewRequestId();
    let proofError: string | undefined;
    if (order.channelKind === DEPOSIT_CHANNEL_KIND.ONLINE && order.paymentUrl !== null) {
      openPaymentPage(order.paymentUrl);
    } else if (values.proof !== undefined) {
      try {
        await uploadProof.mutateAsync({ orderNo: order.orderNo, image: values.proof });
      } catch (error) {
        proofError = errorText(error, t);
      }
    }
    form.reset();
    onCreated(order, proofError);
  });

  const rangeText = (limits: DepositChannel) =>
    t('deposit.range', { min: formatAmount(limits.minAmount), max: formatAmount(limits.maxAmount) });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={errors.root?.server?.message} />
      <ChoiceGroup legend={t('deposit.channel')} className="channel-choice">
        {channels.map((option) => (
          <Radio
            key={option.id}
            className="channel-choice__option"
            name="channelId"
            value={String(option.id)}
            checked={option.id === channelId}
            onChange={() => {
              setChannelId(option.id);
              form.clearErrors();
            }}
            label={option.name[language]}
            description={`${t(`deposit.kind.${option.kind}`)} · ${rangeText(option)}`}
          />
        ))}
      </ChoiceGroup>
      <TextField
        label={t('deposit.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={channel === undefined ? undefined : rangeText(channel)}
        error={errors.amount?.message}
        isRequired
        {...form.register('amount')}
      />
      {channel?.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER && channel.payee !== null && (
        <PayeeDetails payee={channel.payee} />
      )}
      {channel?.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER && (
        <TextField
          label={t('deposit.proof')}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          hint={t('deposit.proofHint')}
          error={errors.proof?.message}
          isRequired
          className="field--file"
          {...form.register('proof')}
        />
      )}
      {channel !== undefined && channel.instructions[language] !== '' && (
        <p className="form__note">{channel.instructions[language]}</p>
      )}
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {channel?.kind === DEPOSIT_CHANNEL_KIND.ONLINE ? t('deposit.submitOnline') : t('deposit.submitBank')}
      </Button>
    </form>
  );
}
