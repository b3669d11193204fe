import { useTranslation } from 'react-i18next';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useSettlementEstimate } from '../api/contracts.ts';
import { rateText } from '../lib/figures.ts';
import { periodLabel } from '../lib/periods.ts';

/** The dividend's current (open) period, estimated now from the figures so far: one card per contract. */
export function DividendEstimate() {
  const { t } = useTranslation();
  const estimate = useSettlementEstimate('DIVIDEND');
  const list = estimate.data?.list;
  return (
    <section className="estimate" aria-labelledby="dividend-estimate-title">
      <header className="estimate__header">
        <h2 className="estimate__title" id="dividend-estimate-title">
          {t('contracts.estimate.title')}
        </h2>
        <p className="estimate__lead">{t('contracts.estimate.lead')}</p>
      </header>
      {list === undefined ? (
        <PageStatus
          error={estimate.error}
          message={t('errors.loadFailed')}
          onRetry={() => void estimate.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="contracts__empty card">{t('contracts.estimate.empty')}</p>
      ) : (
        <div className="estimate__cards">
          {list.map((item) => (
            <article key={item.contractId} className="estimate__card" data-testid="dividend-estimate">
              <p className="estimate__period">
                {t(`contracts.products.${item.product}`)} · {periodLabel(item.periodStart, item.periodEnd)}
              </p>
              <p className="estimate__amount">
                <span>{t('contracts.estimate.amount')}</span>
                <Money amount={item.amount} />
              </p>
              <dl className="estimate__figures">
                <div>
                  <dt>{t('contracts.record.figures.teamValidBet')}</dt>
                  <dd>
                    <Money amount={item.figures.teamValidBet} />
                  </dd>
                </div>
                <div>
                  <dt>{t('contracts.record.figures.teamNetLoss')}</dt>
                  <dd>
                    <Money amount={item.figures.teamNetLoss} isSigned />
                  </dd>
                </div>
                <div>
                  <dt>{t('contracts.record.figures.activeMembers')}</dt>
                  <dd>{item.figures.activeMembers}</dd>
                </div>
                <div>
                  <dt>{t('contracts.record.figures.rate')}</dt>
                  <dd>{rateText(item, t)}</dd>
                </div>
              </dl>
              <p className="estimate__at">
                {t('contracts.estimate.computedAt', {
                  at: item.computedAt,
                })}
              </p>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
