import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@platform/ui/icons.tsx';

interface ArrivalCardProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The arrival dialog when all it holds is a first login's welcome: a card in the corner that leaves
 * the page usable, so a member may simply carry on (the welcome asks for nothing).
 */
export function ArrivalCard({ title, onClose, children }: ArrivalCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open) return;
    dialog.show();
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="arrival-card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="arrival-card__title">
        {title}
      </h2>
      {children}
      <button
        type="button"
        className="icon-btn icon-btn--sm arrival-card__close"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </dialog>
  );
}
