import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cx } from '@platform/ui/cx.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { NewbieSettingsPanel } from './newbie-settings.tsx';
import { PromoCodesPanel } from './promo-codes.tsx';
import { RescueSettingsPanel } from './rescue-settings.tsx';
import { SignInSettingsPanel } from './sign-in-settings.tsx';
import './reward-tasks.css';

const TABS = [
  { id: 'sign-in', labelKey: 'rewardTasks.tabs.signIn', Panel: SignInSettingsPanel },
  { id: 'newbie', labelKey: 'rewardTasks.tabs.newbie', Panel: NewbieSettingsPanel },
  { id: 'rescue', labelKey: 'rewardTasks.tabs.rescue', Panel: RescueSettingsPanel },
  { id: 'promo-codes', labelKey: 'rewardTasks.tabs.promoCodes', Panel: PromoCodesPanel },
] as const;

/** The reward centre's tasks: the sign-in cycle, newbie steps, rescue tiers and promo codes. */
export function RewardTasksPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const current = TABS.find((tab) => tab.id === search.get('tab')) ?? TABS[0];
  return (
    <>
      <PageHeader title={t('rewardTasks.title')} description={t('rewardTasks.lead')} />
      <nav className="reward-tasks__tabs" aria-label={t('rewardTasks.title')}>
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={paths.rewardTasks.getHref(tab.id)}
            className={cx('reward-tasks__tab', tab.id === current.id && 'reward-tasks__tab--current')}
            aria-current={tab.id === current.id ? 'page' : undefined}
          >
            {t(tab.labelKey)}
          </Link>
        ))}
      </nav>
      <section className="card reward-tasks__panel">
        <current.Panel />
      </section>
    </>
  );
}
