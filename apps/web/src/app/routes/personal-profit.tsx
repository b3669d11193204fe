import { useTranslation } from 'react-i18next';
import { ProfitReport } from '../../features/bets/components/profit-report.tsx';

/** `/member/personalProfit` (spec: personalProfit, profit and loss). */
export function PersonalProfitRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('profit.title')}</h1>
        <p className="page__subtitle">{t('profit.lead')}</p>
      </header>
      <section className="card" aria-label={t('profit.title')}>
        <ProfitReport />
      </section>
    </div>
  );
}
