import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rewardReasonSchema } from '@platform/contract';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { TextAreaField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';

interface ReasonDialogProps {
  title: string;
  /** What the action does, in a sentence. */
  effect: ReactNode;
  confirmLabel: string;
  /** Runs the action with the typed reason; a failure stays in the dialog with the reason kept. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/** A confirmation that asks the reason the audit log keeps (cancel a reward, end a turnover requirement). */
export function ReasonDialog({ title, effect, confirmLabel, onConfirm, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: useContractResolver(rewardReasonSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'reason' ? key : undefined));
    }
  });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      variant="danger"
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <p>{effect}</p>
      <TextAreaField
        label={t('rewards.list.reason')}
        rows={3}
        maxLength={200}
        isRequired
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
