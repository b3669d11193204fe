import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_KINDS,
  formatMinorUnits,
  memberAdjustmentSchema,
  type AdjustmentKind,
} from '@platform/contract';
import { useMemberTypes } from '../../../shared/api/get-member-types.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '@platform/ui/field.tsx';
import { FormAlert, Notice } from '@platform/ui/notice.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { useAdjustMemberBalance, type MemberAdjustment } from '../api/adjust-member-balance.ts';
import type { MemberDetail } from './member-types.ts';

interface AdjustmentValues {
  requestId: string;
  kind: AdjustmentKind;
  amount: string;
  reason: string;
}

const freshValues = (): AdjustmentValues => ({
  requestId: crypto.randomUUID(),
  kind: 'ADJUSTMENT',
  amount: '',
  reason: '',
});

/** What the form sent with its requestId: other values are another adjustment. */
type Sent = Omit<AdjustmentValues, 'requestId'>;
const sentOf = (values: { kind?: AdjustmentKind; amount: string; reason: string }): Sent => ({
  kind: values.kind ?? 'ADJUSTMENT',
  amount: values.amount,
  reason: values.reason,
});
const sameSent = (a: Sent, b: Sent) => a.kind === b.kind && a.amount === b.amount && a.reason === b.reason;

/**
 * A signed manual adjustment of the main wallet with its mandatory reason (`finance.write`); an
 * agent's can be its commission instead, which the agent sees as income. The
 * requestId is made when the form opens or resets and kept while the same amount and reason are
 * sent again (a double click, a retry after a network failure), so the money moves once.
 */
export function MemberAdjustment({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const adjust = useAdjustMemberBalance();
  /** The adjustment as the contract resolved it (the amount in minor units), awaiting confirmation. */
  const [pending, setPending] = useState<Omit<MemberAdjustment, 'id'>>();
  const [newBalance, setNewBalance] = useState<string>();
  /** The kind, amount and reason last sent with the form's requestId. */
  const sent = useRef<Sent | null>(null);
  const isAgent = useMemberTypes().isAgent(member.type);
  const form = useForm({
    resolver: useContractResolver(memberAdjustmentSchema),
    defaultValues: freshValues(),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((parsed) => {
    setNewBalance(undefined);
    setPending(parsed);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Other words than the last attempt's are another adjustment: they get their own requestId.
    if (sent.current !== null && !sameSent(sent.current, sentOf(form.getValues()))) {
      form.setValue('requestId', crypto.randomUUID());
      sent.current = null;
    }
    void onSubmit(event);
  };

  const confirm = async () => {
    if (pending === undefined) return;
    sent.current = sentOf(form.getValues());
    try {
      const result = await adjust.mutateAsync({ id: member.id, ...pending });
      sent.current = null;
      form.reset(freshValues());
      setNewBalance(result.balance);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'insufficient_balance') {
        form.setError('amount', { type: 'server', message: error.message });
      } else {
        applyServerErrors(form, error, t, (key) =>
          key === 'kind' || key === 'amount' || key === 'reason' ? key : undefined,
        );
      }
    } finally {
      adjust.reset();
      setPending(undefined);
    }
  };

  return (
    <Section title={t('members.adjustment.title')} description={t('members.adjustment.description')}>
      <form className="form" noValidate onSubmit={submit}>
        <FormAlert message={errors.root?.server?.message} />
        {newBalance !== undefined && (
          <Notice tone="success">{t('members.adjustment.done', { balance: newBalance })}</Notice>
        )}
        {isAgent && (
          <SelectField
            label={t('members.adjustment.kind')}
            hint={t('members.adjustment.kindHint')}
            options={ADJUSTMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`members.wallet.types.${kind}`),
            }))}
            error={errors.kind?.message}
            {...form.register('kind')}
          />
        )}
        <TextField
          label={t('members.adjustment.amount')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={errors.amount?.message}
          hint={t('members.adjustment.amountHint')}
          {...form.register('amount')}
        />
        <TextAreaField
          label={t('members.adjustment.reason')}
          rows={3}
          maxLength={200}
          isRequired
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="form__actions">
          <Button type="submit" isBusy={isSubmitting || adjust.isPending}>
            {t('members.adjustment.submit')}
          </Button>
        </div>
      </form>
      {pending !== undefined && (
        <ConfirmDialog
          title={t('members.adjustment.confirmTitle')}
          confirmLabel={t('members.adjustment.confirm')}
          variant={pending.amount < 0n ? 'danger' : 'primary'}
          isBusy={adjust.isPending}
          onCancel={() => setPending(undefined)}
          onConfirm={() => void confirm()}
        >
          <dl className="details">
            <div className="details__row">
              <dt>{t('members.adjustment.member')}</dt>
              <dd>
                {member.account} (#{member.id})
              </dd>
            </div>
            <div className="details__row">
              <dt>{t('members.adjustment.kind')}</dt>
              <dd>{t(`members.wallet.types.${pending.kind ?? 'ADJUSTMENT'}`)}</dd>
            </div>
            <div className="details__row">
              <dt>{t('members.adjustment.amount')}</dt>
              <dd>
                <span className="num">{formatMinorUnits(pending.amount)}</span>
              </dd>
            </div>
            <div className="details__row">
              <dt>{t('members.adjustment.reason')}</dt>
              <dd>{pending.reason}</dd>
            </div>
          </dl>
        </ConfirmDialog>
      )}
    </Section>
  );
}
