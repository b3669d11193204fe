import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { CloseIcon } from './icons.tsx';
import './dialog.css';

interface DialogProps {
  /** The dialog's accessible name; shown as its heading unless `isTitleHidden`. */
  title: string;
  isTitleHidden?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** `lg` for a long form, an image or a row of game tiles. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * A decision the person must make, or an action that is running: no close button, no Escape,
   * no closing by the backdrop.
   */
  isDismissible?: boolean;
  /** A click on the backdrop closes it too (a short dialog that holds nothing typed at length). */
  closesOnBackdrop?: boolean;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, makes the page behind inert and
 * closes on Escape. Render it only while open.
 */
export function Dialog({
  title,
  isTitleHidden = false,
  onClose,
  children,
  size = 'md',
  isDismissible = true,
  closesOnBackdrop = false,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open) return;
    dialog.showModal();
    // Start where the person types, rather than on the first tab or the close button.
    dialog.querySelector<HTMLElement>('input:not([type="checkbox"]), select, textarea')?.focus();
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
      onClick={(event) => {
        if (closesOnBackdrop && isDismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <h2 id={titleId} className={cx('dialog__title', isTitleHidden && 'visually-hidden')}>
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
