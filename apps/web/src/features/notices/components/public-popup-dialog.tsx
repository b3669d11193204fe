import { useTranslation } from 'react-i18next';
import type { Popup } from '@platform/contract';
import { buttonClass } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { SafeImage } from '../../../shared/ui/safe-image.tsx';
import { NoticeLink } from './notice-link.tsx';
import './notices.css';

interface PublicPopupDialogProps {
  popup: Popup;
  /** Where it stands among the popups still to show (1-based), and how many there are. */
  position: number;
  count: number;
  onClose: () => void;
}

/** One public popup (spec section 4): its title, image, text and link. */
export function PublicPopupDialog({ popup, position, count, onClose }: PublicPopupDialogProps) {
  const { t } = useTranslation();
  const hasLink = popup.linkageType !== 'NONE' && popup.url !== null;
  return (
    <Dialog closesOnBackdrop title={popup.title} onClose={onClose}>
      <div className="public-popup">
        {popup.imageUrl !== null && (
          <NoticeLink
            linkageType={popup.linkageType}
            url={popup.url}
            className="public-popup__image"
            label={hasLink ? popup.title : undefined}
            onFollow={onClose}
          >
            <SafeImage src={popup.imageUrl} alt={hasLink ? '' : popup.title} />
          </NoticeLink>
        )}
        <RichText html={popup.content} className="public-popup__content" />
        {(hasLink || count > 1) && (
          <div className="public-popup__footer">
            {count > 1 && (
              <span className="public-popup__position">
                {t('shell.popups.position', { index: position, count })}
              </span>
            )}
            {hasLink && (
              <NoticeLink
                linkageType={popup.linkageType}
                url={popup.url}
                className={buttonClass({ size: 'sm' }, 'public-popup__link')}
                onFollow={onClose}
              >
                {t('shell.popups.open')}
              </NoticeLink>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
