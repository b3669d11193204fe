import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applicationApproveSchema, applicationRejectSchema, type ApplicationAdmin } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextAreaField, TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { useApplicationImage, useApproveApplication, useRejectApplication } from '../api/promotions.ts';

/** Shows a blob in the image from a `blob:` URL made when it mounts and released when it goes. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const source = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={source} className="application-images__image" alt={alt} />;
}

function ApplicationImage({ id, index }: { id: number; index: number }) {
  const { t } = useTranslation();
  const image = useApplicationImage(id, index);
  if (image.data === undefined)
    return <PageStatus error={image.error} onRetry={() => void image.refetch()} />;
  return <BlobImage blob={image.data} alt={t('promotions.review.imageAlt', { n: index + 1 })} />;
}

/** The application's pictures, loaded with the staff token (members never read them back). */
export function ImagesDialog({ row, onClose }: { row: ApplicationAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('promotions.review.imagesTitle', { username: row.username })}
      size="lg"
      onClose={onClose}
    >
      <div className="application-images">
        {Array.from({ length: row.imageCount }, (_value, index) => (
          <ApplicationImage key={index} id={row.id} index={index} />
        ))}
      </div>
      {row.remark !== '' && <p className="application-images__remark">{row.remark}</p>}
      <div className="dialog__actions">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}

interface DecisionProps {
  row: ApplicationAdmin;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Approve with the amount to pay (the promotion's amount offered first); the budget is checked by the server. */
export function ApproveDialog({ row, onDone, onCancel }: DecisionProps) {
  const { t } = useTranslation();
  const approve = useApproveApplication();
  const form = useForm({
    resolver: useContractResolver(applicationApproveSchema),
    defaultValues: { amount: row.suggestedAmount ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const done = await approve.mutateAsync({ id: row.id, amount });
      onDone(t('promotions.review.approved', { username: done.username, amount: done.amount }));
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'amount' ? key : undefined));
    }
  });
  return (
    <ConfirmDialog
      title={t('promotions.review.approveTitle')}
      confirmLabel={t('promotions.review.approve')}
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <p>
        {t('promotions.review.approveEffect', {
          username: row.username,
          promotion: row.promotionTitle,
          kind: row.rewardKind === null ? '' : t(`promotions.rewardKinds.${row.rewardKind}`),
        })}
      </p>
      <TextField
        label={t('promotions.review.amount')}
        inputMode="decimal"
        isRequired
        error={errors.amount?.message}
        {...form.register('amount')}
      />
    </ConfirmDialog>
  );
}

/** Reject with the reason the member reads. */
export function RejectDialog({ row, onDone, onCancel }: DecisionProps) {
  const { t } = useTranslation();
  const reject = useRejectApplication();
  const form = useForm({
    resolver: useContractResolver(applicationRejectSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      const done = await reject.mutateAsync({ id: row.id, reason });
      onDone(t('promotions.review.rejected', { username: done.username }));
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'reason' ? key : undefined));
    }
  });
  return (
    <ConfirmDialog
      title={t('promotions.review.rejectTitle')}
      confirmLabel={t('promotions.review.reject')}
      variant="danger"
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      <p>{t('promotions.review.rejectEffect', { username: row.username, promotion: row.promotionTitle })}</p>
      <TextAreaField
        label={t('promotions.review.reason')}
        rows={3}
        maxLength={200}
        isRequired
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
