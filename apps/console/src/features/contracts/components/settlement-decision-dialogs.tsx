import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  settlementAdjustSchema,
  settlementRejectSchema,
  type Settlement,
  type SettlementAdjustInput,
} from '@platform/contract';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { TextAreaField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { useAdjustSettlement, useApproveSettlement, useRejectSettlement } from '../api/settlements.ts';
import { SettlementSummary } from './settlement-summary.tsx';

/** The gateway's answer when another staff member decided the record first. */
const NOT_PENDING = 'settlement_not_pending';

interface DecisionProps {
  settlement: Settlement;
  onDone: (settlement: Settlement) => void;
  /** Someone else decided first: the page says so and shows the record as it is now. */
  onConflict: (message: string) => void;
  onCancel: () => void;
}

const conflictOf = (error: unknown) =>
  error instanceof ApiError && error.errorCode === NOT_PENDING ? error.message : undefined;

/** Approve a pending payout: it is paid through the ledger. */
export function ApproveSettlementDialog({ settlement, onDone, onConflict, onCancel }: DecisionProps) {
  const { t } = useTranslation();
  const approve = useApproveSettlement();
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      title={t('contracts.settlements.approveTitle')}
      confirmLabel={t('contracts.settlements.approve')}
      isBusy={approve.isPending}
      alert={<FormAlert message={error} />}
      onCancel={onCancel}
      onConfirm={() =>
        approve.mutate(settlement.id, {
          onSuccess: onDone,
          onError: (failure) => {
            const conflict = conflictOf(failure);
            if (conflict === undefined) setError(failure.message);
            else onConflict(conflict);
          },
        })
      }
    >
      <p>{t('contracts.settlements.approveEffect')}</p>
      <SettlementSummary settlement={settlement} />
    </ConfirmDialog>
  );
}

/** Reject a pending payout with a reason the agent reads. */
export function RejectSettlementDialog({ settlement, onDone, onConflict, onCancel }: DecisionProps) {
  const { t } = useTranslation();
  const reject = useRejectSettlement();
  const form = useForm({
    resolver: useContractResolver(settlementRejectSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      onDone(await reject.mutateAsync({ id: settlement.id, reason }));
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict !== undefined) onConflict(conflict);
      else applyServerErrors(form, error, t, (key) => (key === 'reason' ? key : undefined));
    }
  });
  return (
    <ConfirmDialog
      title={t('contracts.settlements.rejectTitle')}
      confirmLabel={t('contracts.settlements.reject')}
      variant="danger"
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <p>{t('contracts.settlements.rejectEffect')}</p>
      <SettlementSummary settlement={settlement} />
      <TextAreaField
        label={t('contracts.settlements.reason')}
        hint={t('contracts.settlements.reasonHint')}
        rows={3}
        maxLength={200}
        isRequired
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}

type AdjustValues = SettlementAdjustInput & { amount: string };
const freshValues = (): AdjustValues => ({ amount: '', reason: '', requestId: crypto.randomUUID() });

/**
 * Pay more (a positive amount) or take back (negative) on a settled record, with a reason. The
 * request id is kept while the same amount and reason are sent again (a retry after a lost
 * answer), so the money moves once; other words are another adjustment with their own id.
 */
export function AdjustSettlementDialog({ settlement, onDone, onCancel }: Omit<DecisionProps, 'onConflict'>) {
  const { t } = useTranslation();
  const adjust = useAdjustSettlement();
  const sent = useRef<string | null>(null);
  const form = useForm({
    resolver: useContractResolver(settlementAdjustSchema),
    defaultValues: freshValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      onDone(await adjust.mutateAsync({ id: settlement.id, ...input }));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'insufficient_balance') {
        form.setError('amount', { type: 'server', message: error.message });
      } else {
        applyServerErrors(form, error, t, (key) => (key === 'amount' || key === 'reason' ? key : undefined));
      }
    }
  });
  const confirm = () => {
    const { amount, reason } = form.getValues();
    const words = JSON.stringify([amount, reason]);
    if (sent.current !== null && sent.current !== words) form.setValue('requestId', crypto.randomUUID());
    sent.current = words;
    void submit();
  };
  return (
    <ConfirmDialog
      title={t('contracts.settlements.adjustTitle')}
      confirmLabel={t('contracts.settlements.adjust')}
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onCancel}
      onConfirm={confirm}
    >
      <p>{t('contracts.settlements.adjustEffect')}</p>
      <SettlementSummary settlement={settlement} />
      <TextField
        label={t('contracts.settlements.adjustAmount')}
        hint={t('contracts.settlements.adjustAmountHint')}
        inputMode="decimal"
        autoComplete="off"
        isRequired
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextAreaField
        label={t('contracts.settlements.reason')}
        rows={2}
        maxLength={200}
        isRequired
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
