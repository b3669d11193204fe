import { useTranslation } from 'react-i18next';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useRescue } from '../api/reward-tasks.ts';
import './reward-tasks.css';

/** The rescue fund: the operator's tiers per product, today's estimate and the member's rescues. */
export function RescueTab() {
  const { t } = useTranslation();
  const view = useRescue();
  if (view.data === undefined) {
    return (
      <PageStatus error={view.error} message={t('errors.loadFailed')} onRetry={() => void view.refetch()} />
    );
  }
  const data = view.data;
  if (!data.enabled) return <p className="reward-tasks__off card">{t('rewardTasks.off')}</p>;
  return (
    <section className="reward-tasks rescue" aria-labelledby="rescue-title">
      <header className="reward-tasks__header">
        <h2 id="rescue-title">{t('rewardTasks.rescue.title')}</h2>
        <p>{t('rewardTasks.rescue.lead', { hours: data.expiryHours })}</p>
      </header>
      <div className="rescue__estimates">
        {data.estimate.map((item) => (
          <article key={item.category} className="rescue__estimate" data-testid="rescue-estimate">
            <h3>{t(`games.menu.${item.category}`)}</h3>
            <p className="rescue__loss">
              {t('rewardTasks.rescue.netLoss')}: <Money amount={item.netLoss} />
            </p>
            <p className="rescue__amount">
              <span>{t('rewardTasks.rescue.estimate')}</span>
              <Money amount={item.amount} />
            </p>
          </article>
        ))}
      </div>
      <h3 className="reward-tasks__subtitle">{t('rewardTasks.rescue.tiers')}</h3>
      <table className="rescue__tiers">
        <thead>
          <tr>
            <th scope="col">{t('rewardTasks.rescue.category')}</th>
            <th scope="col">{t('rewardTasks.rescue.minLoss')}</th>
            <th scope="col">{t('rewardTasks.rescue.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {data.tiers.map((tier, index) => (
            <tr key={index}>
              <td>{t(`games.menu.${tier.category}`)}</td>
              <td>
                <Money amount={tier.minLoss} />
              </td>
              <td>
                {tier.kind === 'FIXED' && tier.amount !== null ? (
                  <Money amount={tier.amount} />
                ) : (
                  <>
                    {t('rewardTasks.rescue.percent', { percent: (tier.percent ?? 0) / 100 })}
                    {tier.cap !== null ? (
                      <small className="rescue__cap">
                        {' '}
                        ({t('rewardTasks.rescue.capLabel')} <Money amount={tier.cap} />)
                      </small>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="reward-tasks__subtitle">{t('rewardTasks.rescue.granted')}</h3>
      {data.granted.length === 0 ? (
        <p className="reward-tasks__note">{t('rewardTasks.rescue.none')}</p>
      ) : (
        <ul className="rescue__granted">
          {data.granted.map((row) => (
            <li key={`${row.day}-${row.category}`}>
              <span>
                {row.day} · {t(`games.menu.${row.category}`)}
              </span>
              <Money amount={row.amount} />
              <small>{t('rewardTasks.rescue.expires', { at: row.expiresAt })}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
