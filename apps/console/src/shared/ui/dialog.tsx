import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { CloseIcon } from '@platform/ui/icons.tsx';

interface DialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `lg` for a long form or an image. */
  size?: 'sm' | 'md' | 'lg';
  /** While an action runs the dialog stays open: no close button, no Escape. */
  isDismissible?: boolean;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, makes the page behind inert and
 * closes on Escape. Render it only while open.
 */
export function Dialog({ title, onClose, children, size = 'md', isDismissible = true }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open) return;
    dialog.showModal();
    // Start where the person types, rather than on the close button.
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx('dialog', `dialog--${size}`)}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (isDismissible) onClose();
      }}
    >
      <div className="dialog__panel">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
        {isDismissible && (
          <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
    </dialog>
  );
}
