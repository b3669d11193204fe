import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_ID, type Announcement, type PromotionType } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { ChevronLeftIcon } from '@platform/ui/icons.tsx';
import { Spinner } from '@platform/ui/spinner.tsx';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button, LinkButton } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { GiftIcon } from './notice-icons.tsx';
import './notices.css';

const PROMOTION_KEYS = {
  DEPOSIT_BONUS: 'shell.announcements.promotionTypes.DEPOSIT_BONUS',
  REBATE: 'shell.announcements.promotionTypes.REBATE',
  EVENT: 'shell.announcements.promotionTypes.EVENT',
  VIP: 'shell.announcements.promotionTypes.VIP',
  REFERRAL: 'shell.announcements.promotionTypes.REFERRAL',
  OTHER: 'shell.announcements.promotionTypes.OTHER',
} as const satisfies Record<PromotionType, string>;

function PromotionBadge({ type }: { type: PromotionType }) {
  const { t } = useTranslation();
  return (
    <span className="announcements__badge">
      <Badge tone="warning">
        <GiftIcon width={14} height={14} />
        {t(PROMOTION_KEYS[type])}
      </Badge>
    </span>
  );
}

function AnnouncementDetail({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  const hasRewards = useSiteConfig().features[MODULE_ID.REWARDS] === true;
  return (
    <article className="announcements__article" aria-labelledby={`announcement-${announcement.id}`}>
      <header className="announcements__head">
        <h3 className="announcements__title" id={`announcement-${announcement.id}`}>
          {announcement.title}
        </h3>
        <p className="announcements__meta">
          <time dateTime={announcement.publishedAt.replace(' ', 'T')}>{announcement.publishedAt}</time>
          {announcement.promotionType !== null && <PromotionBadge type={announcement.promotionType} />}
        </p>
      </header>
      <RichText html={announcement.content} className="announcements__content" />
      {announcement.promotionType !== null && hasRewards && (
        <LinkButton
          size="sm"
          className="announcements__reward"
          to={paths.member.getHref(MEMBER_PAGES.rewardCenter)}
          onClick={onClose}
        >
          {t('shell.announcements.rewardCenter')}
        </LinkButton>
      )}
    </article>
  );
}

/**
 * The announcements (spec section 9): 9 titles a page, newest first, and the chosen one's content
 * beside them (below them on a phone, where the list gives way to the text). `onClose` closes what
 * holds them when a link leaves for another page.
 */
export function AnnouncementsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [chosenId, setChosenId] = useState<number>();
  const [isReading, setReading] = useState(false);
  const page = useAnnouncements(pageNum);
  const list = page.data?.list ?? [];
  const chosen = list.find((announcement) => announcement.id === chosenId) ?? list[0];

  const changePage = (next: number) => {
    setPageNum(next);
    setChosenId(undefined);
    setReading(false);
  };

  let body;
  if (page.data === undefined) {
    body = page.isError ? (
      <p className="announcements__empty">{t('errors.loadFailed')}</p>
    ) : (
      <Spinner label={t('common.loading')} />
    );
  } else if (chosen === undefined) {
    body = <p className="announcements__empty">{t('shell.announcements.empty')}</p>;
  } else {
    body = (
      <div className={cx('announcements', isReading && 'announcements--reading')}>
        <div className="announcements__index">
          <ul className="announcements__list" aria-label={t('shell.announcements.list')}>
            {list.map((announcement) => (
              <li key={announcement.id}>
                <button
                  type="button"
                  className={cx(
                    'announcements__item',
                    announcement.id === chosen.id && 'announcements__item--current',
                  )}
                  aria-current={announcement.id === chosen.id ? 'true' : undefined}
                  onClick={() => {
                    setChosenId(announcement.id);
                    setReading(true);
                  }}
                >
                  <span className="announcements__item-title">{announcement.title}</span>
                  <span className="announcements__item-date">
                    {announcement.promotionType !== null && <GiftIcon width={14} height={14} />}
                    {announcement.publishedAt.slice(0, 10)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {page.data.totalPages > 1 && (
            <Pagination
              pageNum={pageNum}
              total={page.data.total}
              totalPages={page.data.totalPages}
              onChange={changePage}
            />
          )}
        </div>
        <div className="announcements__detail">
          <Button variant="ghost" size="sm" className="announcements__back" onClick={() => setReading(false)}>
            <ChevronLeftIcon width={16} height={16} />
            {t('shell.announcements.back')}
          </Button>
          <AnnouncementDetail key={chosen.id} announcement={chosen} onClose={onClose} />
        </div>
      </div>
    );
  }

  return body;
}

/** The announcements popup the header's button opens. */
export function AnnouncementsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog closesOnBackdrop title={t('shell.announcements.title')} size="lg" onClose={onClose}>
      <AnnouncementsPanel onClose={onClose} />
    </Dialog>
  );
}
