import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
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
  /**
   * Closes by itself this many milliseconds after it opens (a notice that needs no answer), with a
   * bar running down meanwhile. The pointer over it pauses the count; a key or a press in it stops it.
   */
  closesAfterMs?: number;
}

/**
 * Calls `onClose` `ms` after the dialog opens (`closesAfterMs`); answers whether the count still
 * runs. A person who acts on the dialog (a key, a press, selecting its text) keeps it open.
 */
const useAutoClose = (
  dialogRef: RefObject<HTMLDialogElement | null>,
  panelRef: RefObject<HTMLDivElement | null>,
  ms: number | undefined,
  onClose: () => void,
): boolean => {
  const [isHeld, setHeld] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (ms === undefined || dialog === null || panel === null) return undefined;
    let remaining = ms;
    let startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => close.current(), remaining);
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    };
    const resume = () => {
      if (timer !== undefined) return;
      startedAt = Date.now();
      timer = setTimeout(() => close.current(), remaining);
    };
    const stop = () => {
      pause();
      unlisten();
      setHeld(true);
    };
    const unlisten = () => {
      panel.removeEventListener('pointerenter', pause);
      panel.removeEventListener('pointerleave', resume);
      panel.removeEventListener('pointerdown', stop);
      dialog.removeEventListener('keydown', stop);
    };
    panel.addEventListener('pointerenter', pause);
    panel.addEventListener('pointerleave', resume);
    panel.addEventListener('pointerdown', stop);
    dialog.addEventListener('keydown', stop);
    return () => {
      clearTimeout(timer);
      unlisten();
    };
  }, [dialogRef, panelRef, ms]);
  return ms !== undefined && !isHeld;
};

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
  closesAfterMs,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isCounting = useAutoClose(ref, panelRef, closesAfterMs, onClose);

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
      <div ref={panelRef} className="dialog__panel">
        <h2 id={titleId} className={cx('dialog__title', isTitleHidden && 'visually-hidden')}>
          {title}
        </h2>
        {children}
        {isDismissible && (
          <button type="button" className="dialog__close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
        {isCounting && (
          <span
            className="dialog__countdown"
            style={{ animationDuration: `${closesAfterMs}ms` }}
            aria-hidden="true"
          />
        )}
      </div>
    </dialog>
  );
}
