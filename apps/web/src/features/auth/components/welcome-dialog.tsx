import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ShieldCheckIcon } from '@platform/ui/icons.tsx';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { Button, LinkButton } from '@platform/ui/button.tsx';
import '../auth.css';

/** The height the page leaves free under its content while the card is shown (see auth.css). */
const ROOM_PROPERTY = '--welcome-room';
const ROOM_MARGIN_PX = 32;

interface WelcomeDialogProps {
  username: string;
  onClose: () => void;
}

/**
 * The first-time login's action (spec section 4): a welcome that offers the security centre to
 * bind a mobile number or add an authenticator. It does not block the page: the person may
 * simply carry on, and can scroll anything out from under it.
 */
export function WelcomeDialog({ username, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || dialog.open) return;
    dialog.show();
    // The page keeps room below its end for the card, so nothing has to stay hidden under it.
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(ROOM_PROPERTY, `${dialog.offsetHeight + ROOM_MARGIN_PX}px`);
    const observer = new ResizeObserver(reserve);
    observer.observe(dialog);
    reserve();
    return () => {
      observer.disconnect();
      root.style.removeProperty(ROOM_PROPERTY);
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="welcome-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <ShieldCheckIcon className="welcome-dialog__icon" width={28} height={28} />
      <div className="welcome-dialog__body">
        <h2 id={titleId} className="welcome-dialog__title">
          {t('account.welcome.title', { username })}
        </h2>
        <p className="welcome-dialog__text">{t('account.welcome.text')}</p>
        <div className="welcome-dialog__actions">
          <LinkButton size="sm" to={paths.member.getHref(MEMBER_PAGES.securityCenter)} onClick={onClose}>
            {t('account.welcome.secure')}
          </LinkButton>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('account.welcome.later')}
          </Button>
        </div>
      </div>
      <button
        type="button"
        className="icon-btn icon-btn--sm welcome-dialog__close"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </dialog>
  );
}
