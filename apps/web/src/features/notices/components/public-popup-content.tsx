import { useTranslation } from 'react-i18next';
import type { Popup } from '@platform/contract';
import { buttonClass } from '@platform/ui/button.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { SafeImage } from '../../../shared/ui/safe-image.tsx';
import { NoticeLink } from './notice-link.tsx';
import './notices.css';

/**
 * One public popup's body (spec section 4): its image, text and link (its title heads the
 * arrival dialog). `onFollow` runs when the person follows the link.
 */
export function PublicPopupContent({ popup, onFollow }: { popup: Popup; onFollow: () => void }) {
  const { t } = useTranslation();
  const hasLink = popup.linkageType !== 'NONE' && popup.url !== null;
  return (
    <div className="public-popup">
      {popup.imageUrl !== null && (
        <NoticeLink
          linkageType={popup.linkageType}
          url={popup.url}
          className="public-popup__image"
          label={hasLink ? popup.title : undefined}
          onFollow={onFollow}
        >
          <SafeImage src={popup.imageUrl} alt={hasLink ? '' : popup.title} />
        </NoticeLink>
      )}
      <RichText html={popup.content} className="public-popup__content" />
      {hasLink && (
        <NoticeLink
          linkageType={popup.linkageType}
          url={popup.url}
          className={buttonClass({ size: 'sm' }, 'public-popup__link')}
          onFollow={onFollow}
        >
          {t('shell.popups.open')}
        </NoticeLink>
      )}
    </div>
  );
}
