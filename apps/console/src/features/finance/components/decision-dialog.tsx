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

/** The gateway's answer when another staff member decided the order first. */
const ALREADY_PROCESSED = 'order_already_processed';

interface DecisionDialogProps {
  title: string;
  confirmLabel: string;
  /** A rejection: the reason is mandatory and shown to the member; otherwise an optional note. */
  isRejection: boolean;
  /** What the decision does to the member's money. */
  effect: string;
  summary: readonly SummaryRow[];
  /** Sends the decision with the reason (undefined for an empty note). */
  decide: (reason: string | undefined) => Promise<DecisionResult>;
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
  type Values = { reason?: string | undefined };
  const form = useForm({
    resolver: useContractResolver<Values, Values>(isRejection ? orderRejectionSchema : orderApprovalSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      onDone(await decide(reason === '' || reason === undefined ? undefined : reason));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === ALREADY_PROCESSED) {
        onConflict(error.message);
        return;
      }
      applyServerErrors(form, error, t, (key) => (key === 'reason' ? 'reason' : undefined));
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
      <TextAreaField
        label={isRejection ? t('finance.decision.reason') : t('finance.decision.note')}
        hint={isRejection ? t('finance.decision.reasonHint') : t('finance.decision.noteHint')}
        rows={3}
        maxLength={200}
        isRequired={isRejection}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
