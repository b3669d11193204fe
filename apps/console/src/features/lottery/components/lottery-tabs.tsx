import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '@platform/ui/cx.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import './lottery.css';

const TABS = [
  { href: paths.lottery.draws.getHref(), labelKey: 'lottery.tabs.draws' },
  { href: paths.lottery.settings.getHref(), labelKey: 'lottery.tabs.settings' },
  { href: paths.lottery.exposure.getHref(), labelKey: 'lottery.tabs.exposure' },
  { href: paths.lottery.report.getHref(), labelKey: 'lottery.tabs.report' },
] as const;

/** The lottery pages' header (the open page's title and lead) and the links between them. */
export function LotteryTabs({ title, lead, actions }: { title: string; lead: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={lead} actions={actions} />
      <nav className="lottery__tabs" aria-label={t('lottery.title')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.href}
            to={tab.href}
            end
            className={({ isActive }) => cx('lottery__tab', isActive && 'lottery__tab--current')}
          >
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
