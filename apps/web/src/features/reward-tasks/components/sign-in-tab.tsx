import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui/button.tsx';
import { PageStatus } from '@platform/ui/page-status.tsx';
import { failureText } from '@platform/ui/api-client.ts';
import { cx } from '@platform/ui/cx.ts';
import { showToast } from '../../../shared/lib/toast.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { useSignIn, useSignInToday } from '../api/reward-tasks.ts';
import './reward-tasks.css';
import { PrizeLabel } from './prize-label.tsx';

/** The daily sign-in: the cycle as day cards (claimed, today glowing, to come) and today's button. */
export function SignInTab() {
  const { t } = useTranslation();
  const view = useSignIn();
  const signIn = useSignInToday();
  if (view.data === undefined) {
    return (
      <PageStatus error={view.error} message={t('errors.loadFailed')} onRetry={() => void view.refetch()} />
    );
  }
  const data = view.data;
  if (!data.enabled) return <p className="reward-tasks__off card">{t('rewardTasks.off')}</p>;
  return (
    <section className="reward-tasks sign-in" aria-labelledby="sign-in-title">
      <header className="reward-tasks__header">
        <h2 id="sign-in-title">{t('rewardTasks.signIn.title')}</h2>
        <p>{t('rewardTasks.signIn.lead')}</p>
        <p className="reward-tasks__note">
          {t(
            data.missedDay === 'RESTART'
              ? 'rewardTasks.signIn.missedRestart'
              : 'rewardTasks.signIn.missedContinue',
          )}
        </p>
      </header>
      <ol className="sign-in__grid">
        {data.days.map((day) => (
          <li
            key={day.day}
            className={cx('sign-in__day', `sign-in__day--${day.state.toLowerCase()}`)}
            aria-current={day.state === 'TODAY' ? 'date' : undefined}
            data-testid="sign-in-day"
          >
            <span className="sign-in__label">
              {day.state === 'TODAY'
                ? t('rewardTasks.signIn.today')
                : t('rewardTasks.signIn.day', { day: day.day })}
            </span>
            <PrizeLabel prize={day.prize} />
            {day.state === 'CLAIMED' ? (
              <span className="sign-in__stamp">{t('rewardTasks.signIn.claimed')}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {data.requireValidBet && data.minValidBet !== null ? (
        <p className="reward-tasks__note">
          {t('rewardTasks.signIn.betLabel')}: <Money amount={data.todayValidBet} /> /{' '}
          <Money amount={data.minValidBet} />
        </p>
      ) : null}
      {data.signedToday ? (
        <p className="sign-in__done">{t('rewardTasks.signIn.done')}</p>
      ) : (
        <Button
          variant="primary"
          size="lg"
          isBlock
          isBusy={signIn.isPending}
          disabled={!data.canSignIn}
          onClick={() =>
            signIn.mutate(undefined, {
              onSuccess: (result) =>
                showToast(t('rewardTasks.signIn.success', { day: result.day }), 'success'),
              onError: (error) => showToast(failureText(error, t('errors.unexpected')), 'danger'),
            })
          }
        >
          {t('rewardTasks.signIn.button')}
        </Button>
      )}
    </section>
  );
}
