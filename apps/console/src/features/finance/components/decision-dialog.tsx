import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  orderApprovalSchema,
  orderRejectionSchema,
  type orderDecisionResultSchema,
} from '@platform/contract';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { TextAreaField } from '@platform/ui/field.tsx';
import { OrderSummary, type SummaryRow } from './order-summary.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';

export type DecisionResult = z.infer<typeof orderDecisionResultSchema>;
export interface DecisionInput {
  reason?: string | undefined;
  memo?: string | undefined;
}

const filled = (text: string | undefined) => (text === '' ? undefined : text);

/** The gateway's answer when another staff member decided the order first. */
const ALREADY_PROCESSED = 'order_already_processed';

interface DecisionDialogProps {
  title: string;
  confirmLabel: string;
  /** A rejection: a reason, mandatory and shown to the member. Either decision takes an internal memo. */
  isRejection: boolean;
  /** What the decision does to the member's money. */
  effect: string;
  summary: readonly SummaryRow[];
  /** Sends the decision with the member's reason and the staff's memo (undefined when left empty). */
  decide: (input: DecisionInput) => Promise<DecisionResult>;
  onDone: (result: DecisionResult) => void;
  /** Someone else decided first: the page says so and shows the row as it is now. */
  onConflict: (message: string) => void;
  onCancel: () => void;
}

/**
 * Confirms one decision on a deposit or withdrawal order, showing what it is about. A failure
 * other than a conflict keeps the dialog open with the typed reason and the gateway's message.
 */
export function DecisionDialog({
  title,
  confirmLabel,
  isRejection,
  effect,
  summary,
  decide,
  onDone,
  onConflict,
  onCancel,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: useContractResolver<DecisionInput, DecisionInput>(
      isRejection ? orderRejectionSchema : orderApprovalSchema,
    ),
    defaultValues: isRejection ? { reason: '', memo: '' } : { memo: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ reason, memo }) => {
    try {
      onDone(await decide({ reason: filled(reason), memo: filled(memo) }));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === ALREADY_PROCESSED) {
        onConflict(error.message);
        return;
      }
      applyServerErrors(form, error, t, (key) => (key === 'reason' || key === 'memo' ? key : undefined));
    }
  });

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      variant={isRejection ? 'danger' : 'primary'}
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <p>{effect}</p>
      <OrderSummary rows={summary} />
      {isRejection && (
        <TextAreaField
          label={t('finance.decision.reason')}
          hint={t('finance.decision.reasonHint')}
          rows={3}
          maxLength={200}
          isRequired
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      )}
      <TextAreaField
        label={t('finance.decision.memo')}
        hint={t('finance.decision.memoHint')}
        rows={2}
        maxLength={200}
        error={errors.memo?.message}
        {...form.register('memo')}
      />
    </ConfirmDialog>
  );
}
