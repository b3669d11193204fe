import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  /** What is asked or told. */
  children: ReactNode;
  /** The confirm button's text: the action itself ("Lock"), or the app's "Confirm". */
  confirmLabel: string;
  variant?: ButtonVariant;
  onConfirm: () => void;
  /** Without it the dialog only acknowledges (a warning with a single confirm button). */
  onCancel?: () => void;
  /** The dismiss button's text when "Cancel" would read like the action (cancelling a draw): "Keep draw". */
  cancelLabel?: string;
  isBusy?: boolean;
  /** Shown above the actions: the failure of the action (a `FormAlert`), while the dialog stays open to retry or cancel. */
  alert?: ReactNode;
}

/** A question before an action, or a warning to acknowledge. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
  cancelLabel,
  isBusy = false,
  alert,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      size="sm"
      onClose={onCancel ?? onConfirm}
      isDismissible={onCancel !== undefined && !isBusy}
    >
      <div className="dialog__message">{children}</div>
      {alert}
      <div className="dialog__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button variant={variant} onClick={onConfirm} isBusy={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
