import { useState } from 'react';
import { useImageUrl } from '../../../shared/lib/cdn.ts';
import { useTranslation } from 'react-i18next';
import { POINT_MALL_CATEGORIES, type PointMallCategory, type PointMallItem } from '@platform/contract';
import { Button } from '@platform/ui/button.tsx';
import { cx } from '@platform/ui/cx.ts';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { usePointMallItems } from '../api/point-mall.ts';
import { RedeemDialog } from './redeem-dialog.tsx';
import { formatPoints } from '../../../shared/lib/format.ts';

function ItemCard({ item, onRedeem }: { item: PointMallItem; onRedeem: () => void }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const isSoldOut = item.stock === 0;
  return (
    <li className="point-item" data-testid="point-item">
      <img className="point-item__image" src={imageUrl(item.imageUrl)} alt="" loading="lazy" />
      <div className="point-item__body">
        <span className="point-item__kind">{t(`pointMall.kinds.${item.kind}`)}</span>
        <h3 className="point-item__name">{item.name}</h3>
        <p className="point-item__description">{item.description}</p>
        <p className="point-item__price">
          {t('pointMall.price.points', { points: formatPoints(item.pointsPrice) })}
        </p>
        {item.mixedPrice && (
          <p className="point-item__mixed">
            {t('pointMall.price.or')}{' '}
            {t('pointMall.price.points', { points: formatPoints(item.mixedPrice.points) })} +{' '}
            <Money amount={item.mixedPrice.money} />
          </p>
        )}
        {item.cashValue !== null && (
          <p className="point-item__mixed">
            {t('pointMall.price.cashValue')} <Money amount={item.cashValue} />
          </p>
        )}
        <div className="point-item__footer">
          <span className={cx('point-item__stock', isSoldOut && 'point-item__stock--out')}>
            {isSoldOut ? t('pointMall.soldOut') : t('pointMall.stock', { count: item.stock })}
          </span>
          <Button size="sm" disabled={isSoldOut} onClick={onRedeem}>
            {t('pointMall.redeem.open')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The mall's shelves: every item, or one category's, each with its prices, stock and redeem button. */
export function MallItems() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<PointMallCategory | undefined>(undefined);
  const [chosen, setChosen] = useState<PointMallItem | null>(null);
  const items = usePointMallItems(category);
  const choices = [undefined, ...POINT_MALL_CATEGORIES] as const;

  return (
    <div className="point-mall__items">
      <div className="point-chips" role="group" aria-label={t('pointMall.categories')}>
        {choices.map((choice) => (
          <button
            key={choice ?? 'ALL'}
            type="button"
            className={cx('point-chip', choice === category && 'point-chip--active')}
            aria-pressed={choice === category}
            onClick={() => setCategory(choice)}
          >
            {t(`pointMall.category.${choice ?? 'ALL'}`)}
          </button>
        ))}
      </div>
      {items.data === undefined ? (
        <PageStatus
          error={items.error}
          message={t('errors.loadFailed')}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.list.length === 0 ? (
        <p className="muted">{t('pointMall.empty')}</p>
      ) : (
        <ul className="point-grid">
          {items.data.list.map((item) => (
            <ItemCard key={item.id} item={item} onRedeem={() => setChosen(item)} />
          ))}
        </ul>
      )}
      {chosen && <RedeemDialog item={chosen} onClose={() => setChosen(null)} />}
    </div>
  );
}
