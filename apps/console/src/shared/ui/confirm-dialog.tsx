import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirm button's text: the action itself ("Lock"), not "OK". */
  confirmLabel: string;
  variant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  /** The gateway's message when the action failed; the dialog stays open to retry or cancel. */
  error?: string | undefined;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
  isBusy = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} size="sm" onClose={onCancel} isDismissible={!isBusy}>
      <div className="dialog__message">{children}</div>
      <FormAlert message={error} />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button variant={variant} onClick={onConfirm} isBusy={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
