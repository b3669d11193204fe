import { useState, type ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CrownIcon } from '@platform/ui/icons.tsx';
import { cx } from '@platform/ui/cx.ts';
import { Money } from '../../shared/ui/money.tsx';
import { useRewardSummary } from '../../features/rewards/api/rewards.ts';
import { RewardList } from '../../features/rewards/components/reward-list.tsx';
import { TurnoverPanel } from '../../features/rewards/components/turnover-panel.tsx';
import { rewardTaskTabs } from '../../features/reward-tasks/index.ts';
import '../../features/rewards/components/rewards.css';

/** A tab of the reward centre: its label's text key and its panel. */
export interface RewardCentreTab {
  id: string;
  label: (t: TFunction) => string;
  Panel: ComponentType;
}

/**
 * The reward centre's tabs, in order: rewards to claim, the tasks (sign-in, newbie, rescue fund,
 * promo code; reference section 8), the history and the bonus turnover.
 */
export const REWARD_CENTRE_TABS: readonly RewardCentreTab[] = [
  { id: 'pending', label: (t) => t('rewardCentre.tab.PENDING'), Panel: () => <RewardList tab="PENDING" /> },
  ...rewardTaskTabs.map(({ id, labelKey, Component }) => ({
    id,
    label: (t: TFunction) => t(labelKey),
    Panel: Component,
  })),
  { id: 'history', label: (t) => t('rewardCentre.tab.HISTORY'), Panel: () => <RewardList tab="HISTORY" /> },
  { id: 'turnover', label: (t) => t('rewardCentre.tab.TURNOVER'), Panel: () => <TurnoverPanel /> },
];

function Totals() {
  const { t } = useTranslation();
  const summary = useRewardSummary().data;
  const cards = [
    { label: t('rewardCentre.totalBonus'), value: summary && <Money amount={summary.totalBonus} /> },
    { label: t('rewardCentre.totalPoints'), value: summary?.totalPoints },
    { label: t('rewardCentre.receivedToday'), value: summary && <Money amount={summary.receivedToday} /> },
  ];
  return (
    <div className="reward-totals">
      {cards.map((card) => (
        <div key={card.label} className="reward-totals__card">
          <span className="reward-totals__label">{card.label}</span>
          <span className="reward-totals__value">{card.value ?? '…'}</span>
        </div>
      ))}
    </div>
  );
}

/** `/member/rewardCenter` (spec: rewardCenter; reference section 8): totals, rewards to claim, history, turnover. */
export function RewardCenterRoute() {
  const { t } = useTranslation();
  const [active, setActive] = useState(REWARD_CENTRE_TABS[0]?.id ?? '');
  const tab = REWARD_CENTRE_TABS.find((entry) => entry.id === active) ?? REWARD_CENTRE_TABS[0];
  const pending = useRewardSummary().data?.pendingCount ?? 0;

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('rewardCentre.title')}</h1>
        <p className="page__subtitle">
          {t('rewardCentre.lead')} {pending > 0 && t('rewardCentre.waiting', { count: pending })}
        </p>
      </header>
      <Totals />
      <section className="card" aria-labelledby="reward-centre-tab">
        <h2 className="visually-hidden" id="reward-centre-tab">
          <CrownIcon />
          {tab?.label(t)}
        </h2>
        <div className="tabs reward-centre__tabs" role="tablist" aria-label={t('rewardCentre.tabs')}>
          {REWARD_CENTRE_TABS.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="tab"
              aria-selected={entry.id === active}
              className={cx('tabs__tab', entry.id === active && 'tabs__tab--active')}
              onClick={() => setActive(entry.id)}
            >
              {entry.label(t)}
            </button>
          ))}
        </div>
        <div role="tabpanel">{tab && <tab.Panel />}</div>
      </section>
    </div>
  );
}
