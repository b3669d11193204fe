import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { CloseIcon } from '@platform/ui/icons.tsx';

interface DialogProps {
  /** The dialog's accessible name; shown as its heading unless `isTitleHidden`. */
  title: string;
  isTitleHidden?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** `lg` holds a row of game tiles (search, maintenance suggestions). */
  size?: 'sm' | 'md' | 'lg';
  /** A decision the person must make: no close button, no closing by the backdrop. */
  isDismissible?: boolean;
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
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open) return;
    dialog.showModal();
    // Start where the person types, rather than on the first tab or button.
    dialog.querySelector<HTMLElement>('input:not([type="checkbox"]), select')?.focus();
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
        if (isDismissible && event.target === event.currentTarget) onClose();
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
