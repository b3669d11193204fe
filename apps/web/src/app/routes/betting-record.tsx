import { useTranslation } from 'react-i18next';
import { BettingRecord } from '../../features/bets/components/betting-record.tsx';
import { useBetRecords } from '../../features/bets/api/get-bet-records.ts';

/** `/member/personalHistoryCopy` (spec: personalHistoryCopy, the betting record). */
export function BettingRecordRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('bets.title')}</h1>
        <p className="page__subtitle">{t('bets.lead')}</p>
      </header>
      <section className="card" aria-label={t('bets.title')}>
        <BettingRecord useRecords={useBetRecords} />
      </section>
    </div>
  );
}
