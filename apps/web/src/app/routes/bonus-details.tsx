import { useTranslation } from 'react-i18next';
import { BonusDetails } from '../../features/rebate/components/bonus-details.tsx';

/** `/member/bonusDetails` (spec: bonusDetails): the rebate rate per product. */
export function BonusDetailsRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('rebate.details.title')}</h1>
        <p className="page__subtitle">{t('rebate.details.lead')}</p>
      </header>
      <BonusDetails />
    </div>
  );
}
