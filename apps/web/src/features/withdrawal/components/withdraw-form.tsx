import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  parseMinorUnits,
  validationText,
  withdrawalRequestSchema,
  type BankAccount,
  type Language,
  type WithdrawalConfig,
  type WithdrawalOrder,
} from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useRequestId } from '../../../shared/lib/use-request-id.ts';
import { applyServerErrors, contractText, useContractResolver } from '../../../shared/lib/form.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { wrongPaymentPasswordText } from '../../../shared/lib/payment-password.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';

const FORM_FIELDS = ['bankAccountId', 'amount', 'paymentPassword'] as const;

/** Failure detail of a withdrawal above what a bonus's unmet turnover leaves free. */
const withdrawableSchema = z.object({ withdrawable: z.string() });

/** The contract's withdrawal rules with the day's limits from the withdrawal config. */
export const buildWithdrawSchema = (config: WithdrawalConfig, language: Language) =>
  z.object({
    bankAccountId: z
      .string()
      .min(1, validationText('required', language))
      .transform(Number)
      .pipe(withdrawalRequestSchema.shape.bankAccountId),
    amount: withdrawalRequestSchema.shape.amount.superRefine((amount, context) => {
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
    paymentPassword: withdrawalRequestSchema.shape.paymentPassword,
  });
type WithdrawFormValues = z.input<ReturnType<typeof buildWithdrawSchema>>;
type WithdrawFormOutput = z.output<ReturnType<typeof buildWithdrawSchema>>;

interface WithdrawFormProps {
  bankAccounts: readonly BankAccount[];
  config: WithdrawalConfig;
  /** The payment password turned out locked or missing: the page shows why and where to go. */
  onSecurityProblem: () => void;
  /** A bonus's unmet turnover refused the amount: the turnover shown beside the form is out of date. */
  onTurnoverUnmet: () => void;
}

/** Bank account, amount and payment password; the amount is held at once (spec: withdraw). */
export function WithdrawForm({
  bankAccounts,
  config,
  onSecurityProblem,
  onTurnoverUnmet,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const createWithdrawal = useCreateWithdrawal();
  const [requestId, renewRequestId] = useRequestId();
  const [created, setCreated] = useState<WithdrawalOrder | null>(null);
  const schema = useMemo(() => buildWithdrawSchema(config, language), [config, language]);
  const form = useForm<WithdrawFormValues, unknown, WithdrawFormOutput>({
    resolver: useContractResolver(schema),
    defaultValues: { bankAccountId: String(bankAccounts[0]?.id ?? ''), amount: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setCreated(null);
    try {
      const order = await createWithdrawal.mutateAsync({
        requestId,
        bankAccountId: values.bankAccountId,
        amount: values.amount,
        paymentPassword: values.paymentPassword,
      });
      renewRequestId();
      form.reset({ bankAccountId: String(values.bankAccountId), amount: '', paymentPassword: '' });
      setCreated(order);
    } catch (error) {
      const apiError = applyServerErrors(form, error, t, FORM_FIELDS);
      if (apiError === undefined) return;
      // The key went with other details (an answer lost, then the form changed): the next try is a new one.
      if (apiError.errorCode === 'idempotency_conflict') renewRequestId();
      if (apiError.errorCode === 'withdrawal_turnover_unmet') {
        const detail = withdrawableSchema.safeParse(apiError.value);
        if (detail.success) {
          form.setError(
            'amount',
            {
              type: 'server',
              message: t('withdraw.turnoverUnmet', { amount: formatAmount(detail.data.withdrawable) }),
            },
            { shouldFocus: true },
          );
        }
        onTurnoverUnmet();
      }
      const wrongPassword = wrongPaymentPasswordText(apiError, t);
      if (wrongPassword !== undefined) {
        form.setError('paymentPassword', { type: 'server', message: wrongPassword }, { shouldFocus: true });
      }
      if (
        apiError.errorCode === 'payment_password_locked' ||
        apiError.errorCode === 'payment_password_not_set'
      ) {
        onSecurityProblem();
      }
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {created !== null && (
        <Notice tone="success">
          {t('withdraw.created', { orderNo: created.orderNo })} <Money amount={created.amount} />
        </Notice>
      )}
      <FormAlert message={errors.root?.server?.message} />
      <SelectField
        label={t('withdraw.bankAccount')}
        options={bankAccounts.map((account) => ({
          value: String(account.id),
          label: `${account.bankName} ${account.maskedNumber} (${account.accountName})`,
        }))}
        error={errors.bankAccountId?.message}
        isRequired
        {...form.register('bankAccountId')}
      />
      <TextField
        label={t('withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('withdraw.range', {
          min: formatAmount(config.minAmount),
          max: formatAmount(config.maxAmount),
        })}
        error={errors.amount?.message}
        isRequired
        {...form.register('amount')}
      />
      <PaymentPasswordField error={errors.paymentPassword?.message} {...form.register('paymentPassword')} />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting}>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
