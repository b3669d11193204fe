import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type PointsRate } from '@platform/contract';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { usePointsRates } from '../api/points.ts';
import { formatPoints } from '../../../shared/lib/format.ts';
import './points.css';

function RateRow({ label, rate }: { label: string; rate: PointsRate }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="points-rates__num">
        <Money amount={rate.unit} />
      </td>
      <td className="points-rates__num">
        {rate.points > 0 ? formatPoints(rate.points) : t('points.rates.none')}
      </td>
    </tr>
  );
}

/**
 * The exchange-rate table (spec: points mall rates): points per unit of valid bet per product and
 * per deposit, the price of buying points; and the rules (spec section 9: points have no expiry).
 */
export function PointsRates() {
  const { t } = useTranslation();
  const rates = usePointsRates();
  if (!rates.data) return <PageStatus error={rates.error} onRetry={() => void rates.refetch()} />;
  const { bet, deposit, purchase } = rates.data;
  return (
    <div className="points-rates">
      <section className="card">
        <table className="points-rates__table">
          <caption>{t('points.rates.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points.rates.source')}</th>
              <th scope="col">{t('points.rates.unit')}</th>
              <th scope="col">{t('points.rates.points')}</th>
            </tr>
          </thead>
          <tbody>
            {GAME_CATEGORIES.map((category) => (
              <RateRow
                key={category}
                label={t('points.rates.validBet', { category: t(`games.menu.${category}`) })}
                rate={bet[category]}
              />
            ))}
            <RateRow label={t('points.rates.deposit')} rate={deposit} />
          </tbody>
        </table>
      </section>
      <section className="card points-rates__purchase">
        <h3>{t('points.rates.purchaseTitle')}</h3>
        {purchase.enabled ? (
          <dl>
            <div>
              <dt>{t('points.rates.purchasePrice')}</dt>
              <dd>
                <Money amount={purchase.price} />
              </dd>
            </div>
            <div>
              <dd>
                {t('points.rates.purchaseLimits', { min: purchase.minPoints, max: purchase.maxPoints })}
              </dd>
            </div>
          </dl>
        ) : (
          <p>{t('points.rates.purchaseClosed')}</p>
        )}
      </section>
      <section className="card points-rules">
        <h3>{t('points.rules.title')}</h3>
        <ul>
          <li>{t('points.rules.sources')}</li>
          <li>{t('points.rules.daily')}</li>
          <li>{t('points.rules.use')}</li>
          <li>{t('points.rules.noExpiry')}</li>
        </ul>
      </section>
    </div>
  );
}
