import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '@platform/ui/cx.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import './vip.css';

const TABS = [
  { href: paths.vip.ranks.getHref(), labelKey: 'vip.tabs.ranks' },
  { href: paths.vip.changes.getHref(), labelKey: 'vip.tabs.changes' },
] as const;

/** The VIP pages' header (with the page's actions) and the links between its two pages. */
export function VipTabs({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('vip.title')} description={t('vip.lead')} actions={actions} />
      <nav className="vip__tabs" aria-label={t('vip.title')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.href}
            to={tab.href}
            end
            className={({ isActive }) => cx('vip__tab', isActive && 'vip__tab--current')}
          >
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
