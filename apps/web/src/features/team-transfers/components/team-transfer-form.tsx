import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  TEAM_TRANSFER_DIRECTION,
  formatMinorUnits,
  parseMinorUnits,
  uplineTransferRequestSchema,
  type Language,
  type TeamTransferConfig,
  type TeamTransferResult,
} from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ChoiceGroup, Radio, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { useBalance } from '../../../shared/api/get-balance.ts';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { applyServerErrors, contractText, useContractResolver } from '../../../shared/lib/form.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { wrongPaymentPasswordText } from '../../../shared/lib/payment-password.ts';
import { useRequestId } from '../../../shared/lib/use-request-id.ts';
import { Details } from '../../../shared/ui/details.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import './team-transfers.css';

const FORM_FIELDS = ['amount', 'paymentPassword'] as const;

/** Which way the money goes: paying the other member, or (agents, when allowed) taking it back. */
export type TransferWay = 'PAY' | 'TAKE_BACK';

/** The contract's amount and payment password, with the operator's limits per transfer. */
export const buildTeamTransferSchema = (config: TeamTransferConfig, language: Language) =>
  z.object({
    way: z.enum(['PAY', 'TAKE_BACK']),
    amount: uplineTransferRequestSchema.shape.amount.superRefine((amount, context) => {
      const min = parseMinorUnits(config.minAmount) ?? 0n;
      const max = parseMinorUnits(config.maxAmount);
      if (amount < min || (max !== undefined && amount > max)) {
        context.addIssue({
          code: 'custom',
          message: contractText('amountRange', language, {
            min: formatAmount(config.minAmount),
            max: formatAmount(config.maxAmount),
          }),
        });
      }
    }),
    paymentPassword: uplineTransferRequestSchema.shape.paymentPassword,
  });
type FormValues = z.input<ReturnType<typeof buildTeamTransferSchema>>;
type FormOutput = z.output<ReturnType<typeof buildTeamTransferSchema>>;

interface TeamTransferFormProps {
  config: TeamTransferConfig;
  /** The other member's username. */
  counterparty: string;
  /** Offers "take back" next to "pay" (an agent, when the operator allows it). */
  canTakeBack?: boolean;
  /** Sends one transfer; the same `requestId` on a retry moves money once. */
  send: (input: {
    requestId: string;
    way: TransferWay;
    amount: bigint;
    paymentPassword: string;
  }) => Promise<TeamTransferResult>;
  onDone?: ((result: TeamTransferResult) => void) | undefined;
}

/** Amount and payment password of a team transfer, the limits and today's total above them. */
export function TeamTransferForm({
  config,
  counterparty,
  canTakeBack = false,
  send,
  onDone,
}: TeamTransferFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const balance = useBalance().data?.balance;
  // Made once per form: a double click or a retry after a lost answer sends the same transfer.
  const [requestId, renewRequestId] = useRequestId();
  const [done, setDone] = useState<TeamTransferResult | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const schema = useMemo(() => buildTeamTransferSchema(config, language), [config, language]);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { way: 'PAY', amount: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const dailyMax = parseMinorUnits(config.dailyMax) ?? 0n;
  const used = parseMinorUnits(config.usedToday) ?? 0n;
  const left = dailyMax > used ? dailyMax - used : 0n;

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const result = await send({ requestId, ...values });
      renewRequestId();
      form.reset({ way: values.way, amount: '', paymentPassword: '' });
      setDone(result);
      onDone?.(result);
    } catch (error) {
      const apiError = applyServerErrors(form, error, t, FORM_FIELDS);
      if (apiError === undefined) return;
      if (apiError.errorCode === 'idempotency_conflict') renewRequestId();
      const wrongPassword = wrongPaymentPasswordText(apiError, t);
      if (wrongPassword !== undefined) {
        form.setError('paymentPassword', { type: 'server', message: wrongPassword }, { shouldFocus: true });
      }
      setNeedsPassword(apiError.errorCode === 'payment_password_not_set');
    }
  });

  const isTakeBack = useWatch({ control: form.control, name: 'way' }) === 'TAKE_BACK';
  return (
    <form className="form team-transfer" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Details
        rows={[
          {
            label: t('teamTransfers.balance'),
            value: balance === undefined ? t('common.loading') : <Money amount={balance} />,
          },
          { label: t('teamTransfers.counterparty'), value: counterparty },
          {
            label: t('teamTransfers.limits'),
            value: t('teamTransfers.range', {
              min: formatAmount(config.minAmount),
              max: formatAmount(config.maxAmount),
            }),
          },
          {
            label: t('teamTransfers.leftToday'),
            value: (
              <>
                <Money amount={formatMinorUnits(left)} />{' '}
                <span className="team-transfer__muted">
                  {t('teamTransfers.ofDaily', { dailyMax: formatAmount(config.dailyMax) })}
                </span>
              </>
            ),
          },
        ]}
      />
      {done !== null && (
        <Notice tone="success">
          {t(
            done.direction === TEAM_TRANSFER_DIRECTION.FROM_DOWNLINE
              ? 'teamTransfers.takenBack'
              : 'teamTransfers.sent',
            {
              transferNo: done.transferNo,
              counterparty: done.counterparty,
            },
          )}{' '}
          <Money amount={done.amount} />
        </Notice>
      )}
      <FormAlert message={errors.root?.server?.message} />
      {needsPassword && (
        <Link className="team-transfer__link" to={paths.member.getHref(MEMBER_PAGES.securityCenter)}>
          {t('teamTransfers.setPassword')}
        </Link>
      )}
      {canTakeBack && (
        <ChoiceGroup legend={t('teamTransfers.way')}>
          <Radio label={t('teamTransfers.ways.PAY')} value="PAY" {...form.register('way')} />
          <Radio label={t('teamTransfers.ways.TAKE_BACK')} value="TAKE_BACK" {...form.register('way')} />
        </ChoiceGroup>
      )}
      <TextField
        label={t('teamTransfers.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        isRequired
        {...form.register('amount')}
      />
      <PaymentPasswordField error={errors.paymentPassword?.message} {...form.register('paymentPassword')} />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {isTakeBack ? t('teamTransfers.submitTakeBack') : t('teamTransfers.submit')}
      </Button>
    </form>
  );
}
