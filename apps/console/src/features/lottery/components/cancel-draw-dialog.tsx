import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { lotteryReasonSchema, type LotteryDraw } from '@platform/contract';
import { ConfirmDialog } from '@platform/ui/confirm-dialog.tsx';
import { TextField } from '@platform/ui/field.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';
import { applyServerErrors, useContractResolver } from '../../../shared/lib/form.ts';
import { useCancelDraw } from '../api/lottery.ts';

const reasonFormSchema = z.strictObject({ reason: lotteryReasonSchema });

interface CancelDrawDialogProps {
  draw: LotteryDraw;
  gameName: string;
  onClose: () => void;
  onCancelled: (draw: LotteryDraw) => void;
}

/** Cancelling a draw, after a question and with the reason the vendor and the audit log keep: every order is refunded. */
export function CancelDrawDialog({ draw, gameName, onClose, onCancelled }: CancelDrawDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelDraw();
  const form = useForm({ resolver: useContractResolver(reasonFormSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      onCancelled(
        await cancel({ vassalage: draw.vassalage, gameId: draw.gameId, drawNo: draw.drawNo, reason }),
      );
    } catch (error) {
      applyServerErrors(form, error, t, (key) => (key === 'reason' ? key : undefined));
    }
  });
  return (
    <ConfirmDialog
      title={t('lottery.cancel.title', { game: gameName, drawNo: draw.drawNo })}
      confirmLabel={t('lottery.cancel.submit')}
      cancelLabel={t('lottery.cancel.keep')}
      variant="danger"
      isBusy={isSubmitting}
      alert={<FormAlert message={errors.root?.server?.message} />}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <p>{t('lottery.cancel.effect', { orders: draw.orders, turnover: draw.turnover })}</p>
      <TextField
        label={t('lottery.cancel.reason')}
        maxLength={200}
        isRequired
        autoComplete="off"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
