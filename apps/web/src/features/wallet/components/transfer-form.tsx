import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  walletKindSchema,
  walletTransferRequestSchema,
  type MemberWallets,
  type WalletKind,
} from '@platform/contract';
import { SelectField, TextField } from '@platform/ui/field.tsx';
import { useRequestId } from '../../../shared/lib/use-request-id.ts';
import { errorText } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useTransferWallet } from '../api/transfer-wallet.ts';
import { isVendorWallet, useWalletName } from '../lib/wallet-name.ts';

const FORM_FIELDS = ['from', 'to', 'amount'] as const;

/** The contract's transfer rules; an empty amount means the whole source wallet. */
const transferFormSchema = z
  .object({
    from: walletKindSchema,
    to: walletKindSchema,
    amount: z
      .string()
      .transform((text) => (text.trim() === '' ? undefined : text))
      .pipe(walletTransferRequestSchema.shape.amount),
  })
  .refine((input) => input.from !== input.to, { path: ['to'], message: 'sameWallet' });
type TransferFormValues = z.input<typeof transferFormSchema>;
type TransferFormOutput = z.output<typeof transferFormSchema>;

/**
 * Moves money between the main wallet and the game vendors' wallets (spec: transferFund), and
 * brings every vendor wallet back to the main one at once.
 */
export function TransferForm({ wallets }: { wallets: MemberWallets }) {
  const { t } = useTranslation();
  const walletName = useWalletName();
  const transfer = useTransferWallet();
  const [requestId, renewRequestId] = useRequestId();
  const [done, setDone] = useState<string | null>(null);
  const [allBackError, setAllBackError] = useState<string | null>(null);
  const [isAllBackBusy, setAllBackBusy] = useState(false);
  const movable = wallets.wallets.filter((wallet) => wallet.kind === 'MAIN' || isVendorWallet(wallet.kind));
  const vendors = movable.filter((wallet) => isVendorWallet(wallet.kind));
  const options = movable.map((wallet) => ({ value: wallet.kind, label: walletName(wallet.kind) }));

  const form = useForm<TransferFormValues, unknown, TransferFormOutput>({
    resolver: useContractResolver(transferFormSchema),
    defaultValues: { from: 'MAIN', to: vendors[0]?.kind ?? 'MAIN', amount: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const result = await transfer.mutateAsync({
        requestId,
        from: values.from,
        to: values.to,
        amount: values.amount,
      });
      renewRequestId();
      form.reset({ ...values, amount: '' });
      setDone(result.amount);
    } catch (error) {
      // The key went with other details (an answer lost, then the form changed): the next try is a new one.
      if (applyServerErrors(form, error, t, FORM_FIELDS)?.errorCode === 'idempotency_conflict')
        renewRequestId();
    }
  });

  /** Each vendor wallet that holds money goes back to the main wallet, one after another. */
  const bringAllBack = async () => {
    setDone(null);
    setAllBackError(null);
    setAllBackBusy(true);
    try {
      for (const wallet of vendors) {
        if (/^0+(\.0+)?$/.test(wallet.balance)) continue;
        const from: WalletKind = wallet.kind;
        await transfer.mutateAsync({ requestId: crypto.randomUUID(), from, to: 'MAIN' });
      }
      setDone('');
    } catch (error) {
      setAllBackError(errorText(error, t));
    } finally {
      setAllBackBusy(false);
    }
  };

  return (
    <div className="transfer">
      {done !== null && (
        <Notice tone="success">
          {done === '' ? t('wallet.allBackDone') : t('wallet.transferDone')}
          {done !== '' && (
            <>
              {' '}
              <Money amount={done} />
            </>
          )}
        </Notice>
      )}
      <FormAlert message={allBackError ?? undefined} />
      <Button variant="secondary" isBlock isBusy={isAllBackBusy} onClick={() => void bringAllBack()}>
        {t('wallet.allBack')}
      </Button>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={errors.root?.server?.message} />
        <div className="form__row">
          <SelectField
            label={t('wallet.from')}
            options={options}
            error={errors.from?.message}
            className="field--grow"
            {...form.register('from')}
          />
          <SelectField
            label={t('wallet.to')}
            options={options}
            error={errors.to?.message}
            className="field--grow"
            {...form.register('to')}
          />
        </div>
        <TextField
          label={t('wallet.transferAmount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('wallet.transferAmountHint')}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Button type="submit" isBlock isBusy={isSubmitting}>
          {t('wallet.transfer')}
        </Button>
      </form>
    </div>
  );
}
