import { useTranslation } from 'react-i18next';
import { TransactionHistory } from '../../features/wallet/components/transaction-history.tsx';

/** `/member/transactionHistory` (spec: transactionHistory). */
export function TransactionHistoryRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('history.title')}</h1>
        <p className="page__subtitle">{t('history.lead')}</p>
      </header>
      <section className="card" aria-label={t('history.title')}>
        <TransactionHistory />
      </section>
    </div>
  );
}
