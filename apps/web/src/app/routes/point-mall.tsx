import { useState, type ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import { pointsTabs } from '../../features/points/index.ts';
import { usePointsBalance } from '../../features/points/api/points.ts';
import { MallItems } from '../../features/point-mall/components/mall-items.tsx';
import { RedemptionHistory } from '../../features/point-mall/components/redemption-history.tsx';
import '../../features/point-mall/components/point-mall.css';
import { formatPoints } from '../../shared/lib/format.ts';

/**
 * The mall's own tabs (items, redeem history), then the points' own (details, rates and rules,
 * buying points), whose label keys are their feature's texts (typed as plain strings there).
 */
const TABS: readonly { id: string; labelKey: ParseKeys; Component: ComponentType }[] = [
  { id: 'mall', labelKey: 'pointMall.tabs.mall', Component: MallItems },
  { id: 'history', labelKey: 'pointMall.tabs.history', Component: RedemptionHistory },
  ...pointsTabs.map((tab) => ({ ...tab, labelKey: tab.labelKey as ParseKeys })),
];

/**
 * `/pointMall` (spec: PointMall, one of the lazy screens; reference section 10): current points and
 * the mall's tabs. Real members only, like the member centre.
 */
export function PointMallRoute() {
  const { t } = useTranslation();
  const [active, setActive] = useState(TABS[0]?.id ?? '');
  const tab = TABS.find((entry) => entry.id === active) ?? TABS[0];
  const balance = usePointsBalance().data?.balance;

  return (
    <div className="page">
      <header className="point-mall__hero">
        <div>
          <h1 className="page__title">{t('pointMall.title')}</h1>
          <p className="page__subtitle">{t('pointMall.lead')}</p>
        </div>
        <p className="point-mall__balance">
          <span>{t('pointMall.balance')}</span>
          <strong data-testid="points-balance">{balance === undefined ? '…' : formatPoints(balance)}</strong>
        </p>
      </header>
      <section className="card" aria-label={tab ? t(tab.labelKey) : undefined}>
        <div className="tabs point-mall__tabs" role="tablist" aria-label={t('pointMall.tabsLabel')}>
          {TABS.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="tab"
              aria-selected={entry.id === active}
              className={cx('tabs__tab', entry.id === active && 'tabs__tab--active')}
              onClick={() => setActive(entry.id)}
            >
              {t(entry.labelKey)}
            </button>
          ))}
        </div>
        <div role="tabpanel">{tab && <tab.Component />}</div>
      </section>
    </div>
  );
}
