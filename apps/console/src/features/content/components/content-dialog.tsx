import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { FormAlert } from '@platform/ui/notice.tsx';

interface ContentDialogProps {
  title: string;
  /** The submit button's text: the create action for a new entry, Save for an edit. */
  submitLabel: string;
  isSubmitting: boolean;
  /** The gateway's message for the whole form. */
  error: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The create and edit dialog of a content entry: its form, the form's alert, Cancel and the submit button. */
export function ContentDialog({
  title,
  submitLabel,
  isSubmitting,
  error,
  onSubmit,
  onClose,
  children,
}: ContentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} size="lg" onClose={onClose} isDismissible={!isSubmitting}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <FormAlert message={error} />
        {children}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
