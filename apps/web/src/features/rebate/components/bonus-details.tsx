import { useTranslation } from 'react-i18next';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { useRebateDetails } from '../api/rebate.ts';
import './rebate.css';

/** Bonus details (spec: bonusDetails): the member's rebate rate per product. */
export function BonusDetails() {
  const { t } = useTranslation();
  const details = useRebateDetails();
  if (!details.data) return <PageStatus error={details.error} onRetry={() => void details.refetch()} />;
  return (
    <ul className="rebate-rates" aria-label={t('rebate.details.rates')}>
      {details.data.rates.map(({ category, rate }) => (
        <li key={category} className="rebate-rate" data-category={category}>
          <span className="rebate-rate__name">{t(`games.menu.${category}`)}</span>
          <span className="rebate-rate__value">{t('rebate.ratePercent', { rate })}</span>
        </li>
      ))}
    </ul>
  );
}
