import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory, type PromotionSummary } from '@platform/contract';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { ScrollIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { usePromotions } from '../api/get-promotions.ts';
import { MyApplications } from './my-applications.tsx';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionDialog } from './promotion-dialog.tsx';
import './promotions.css';

/** The product chips: every category some promotion names, in the lobby's order. */
const categoriesOf = (promotions: PromotionSummary[]) =>
  GAME_CATEGORIES.filter((category) =>
    promotions.some((promotion) => promotion.categories.includes(category)),
  );

/**
 * `/promotions` (spec sections 1 and 3): the operator's promotions as cards with a product filter,
 * each opening its details with the member's action; the member's applications below.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const isMember = useSession() !== null;
  const promotions = usePromotions();
  const [category, setCategory] = useState<GameCategory | null>(null);
  const [open, setOpen] = useState<PromotionSummary | null>(null);
  const list = promotions.data?.list;

  return (
    <div className="page promo-page">
      <header className="promo-hero">
        <h1 className="promo-hero__title">{t('promotions.title')}</h1>
        <p className="promo-hero__lead">{t('promotions.lead')}</p>
      </header>
      {list === undefined ? (
        <PageStatus error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : (
        <>
          <div className="promo-chips" role="group" aria-label={t('promotions.filter')}>
            {[null, ...categoriesOf(list)].map((chip) => (
              <button
                key={chip ?? 'ALL'}
                type="button"
                className={cx('promo-chip', chip === category && 'promo-chip--on')}
                aria-pressed={chip === category}
                onClick={() => setCategory(chip)}
              >
                {chip === null ? t('promotions.all') : t(`games.menu.${chip}`)}
              </button>
            ))}
          </div>
          {list.length === 0 ? (
            <p className="promo-empty">{t('promotions.empty')}</p>
          ) : (
            <div className="promo-grid">
              {list
                .filter((promotion) => category === null || promotion.categories.includes(category))
                .map((promotion) => (
                  <PromotionCard key={promotion.id} promotion={promotion} onOpen={() => setOpen(promotion)} />
                ))}
            </div>
          )}
        </>
      )}
      {isMember && (
        <section className="card promo-mine-card" aria-labelledby="promo-mine-title">
          <h2 className="card__title" id="promo-mine-title">
            <ScrollIcon />
            {t('promotions.mine.title')}
          </h2>
          <MyApplications />
        </section>
      )}
      {open !== null && <PromotionDialog id={open.id} title={open.title} onClose={() => setOpen(null)} />}
    </div>
  );
}
