import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { failureText } from '@platform/ui/api-client.ts';
import { cx } from '@platform/ui/cx.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { useClaimNewbie, useNewbie } from '../api/reward-tasks.ts';
import './reward-tasks.css';
import { ConditionProgress } from './condition-progress.tsx';
import { PrizeLabel } from './prize-label.tsx';

/** The newbie task: a checklist of steps with the member's progress and a claim per completed step. */
export function NewbieTab() {
  const { t } = useTranslation();
  const view = useNewbie();
  const claim = useClaimNewbie();
  if (view.data === undefined) {
    return (
      <PageStatus error={view.error} message={t('errors.loadFailed')} onRetry={() => void view.refetch()} />
    );
  }
  const data = view.data;
  if (!data.enabled) return <p className="reward-tasks__off card">{t('rewardTasks.off')}</p>;
  const done = data.steps.filter((step) => step.state === 'CLAIMED').length;
  return (
    <section className="reward-tasks newbie" aria-labelledby="newbie-title">
      <header className="reward-tasks__header">
        <h2 id="newbie-title">{t('rewardTasks.newbie.title')}</h2>
        <p>{t('rewardTasks.newbie.lead')}</p>
        <p className="reward-tasks__note">
          {t('rewardTasks.newbie.progress', { done, total: data.steps.length })} ·{' '}
          {t('rewardTasks.newbie.deadline', { deadline: data.deadline })}
        </p>
      </header>
      {data.steps.length === 0 ? (
        <p className="reward-tasks__off card">{t('rewardTasks.newbie.empty')}</p>
      ) : (
        <ul className="newbie__steps">
          {data.steps.map((step) => (
            <li key={step.id} className={cx('newbie__step', `newbie__step--${step.state.toLowerCase()}`)}>
              <span className="newbie__check" aria-hidden="true">
                {step.state === 'CLAIMED' ? '✓' : ''}
              </span>
              <div className="newbie__body">
                <ConditionProgress progress={step.progress} />
                <PrizeLabel prize={step.prize} />
              </div>
              {step.state === 'CLAIM' ? (
                <Button
                  variant="primary"
                  size="sm"
                  isBusy={claim.isPending && claim.variables === step.id}
                  onClick={() =>
                    claim.mutate(step.id, {
                      onSuccess: () => showToast(t('rewardTasks.newbie.success'), 'success'),
                      onError: (error) => showToast(failureText(error, t('errors.unexpected')), 'danger'),
                    })
                  }
                >
                  {t('rewardTasks.newbie.claim')}
                </Button>
              ) : (
                <span className="newbie__state">{t(`rewardTasks.newbie.states.${step.state}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
