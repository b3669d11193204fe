import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../../shared/lib/cdn.ts';
import type { PromotionSummary } from '@platform/contract';
import { Badge } from '@platform/ui/badge.tsx';
import { formatAmount } from '../../../shared/lib/format.ts';
import { STATUS_TONES } from '../lib/status.ts';
import { PromotionPeriod } from './promotion-period.tsx';

/** One promotion in the grid: its cover, title, period and the member's status; opens its details. */
export function PromotionCard({ promotion, onOpen }: { promotion: PromotionSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <article className="promo-card">
      <button type="button" className="promo-card__open" onClick={onOpen} aria-label={promotion.title}>
        <img className="promo-card__cover" src={imageUrl(promotion.coverImageUrl)} alt="" loading="lazy" />
      </button>
      <div className="promo-card__body">
        <div className="promo-card__tags">
          {promotion.status !== null && (
            <Badge tone={STATUS_TONES[promotion.status]}>{t(`promotions.status.${promotion.status}`)}</Badge>
          )}
          {promotion.reward !== null && promotion.reward.amount !== null && (
            <span className="promo-card__reward">
              {t(`promotions.rewardKind.${promotion.reward.kind}`)} {formatAmount(promotion.reward.amount)}
            </span>
          )}
        </div>
        <h2 className="promo-card__title">{promotion.title}</h2>
        <PromotionPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
        <button type="button" className="promo-card__more" onClick={onOpen}>
          {t('promotions.details')}
        </button>
      </div>
    </article>
  );
}
