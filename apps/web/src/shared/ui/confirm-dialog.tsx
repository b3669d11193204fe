import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  message: string;
  onConfirm: () => void;
  /** Without it the dialog only acknowledges (a warning with a single confirm button). */
  onCancel?: () => void;
  isBusy?: boolean;
}

export function ConfirmDialog({ title, message, onConfirm, onCancel, isBusy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} size="sm" onClose={onCancel ?? onConfirm} isDismissible={onCancel !== undefined}>
      <p className="dialog__message">{message}</p>
      <div className="dialog__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
        )}
        <Button onClick={onConfirm} isBusy={isBusy}>
          {t('common.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
