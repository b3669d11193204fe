import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '@platform/ui/cx.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import './rebate.css';

const TABS = [
  { href: paths.rebate.settings.getHref(), labelKey: 'rebate.tabs.settings' },
  { href: paths.rebate.report.getHref(), labelKey: 'rebate.tabs.report' },
  { href: paths.rebate.claims.getHref(), labelKey: 'rebate.tabs.claims' },
] as const;

/** The rebate pages' header and the links between its three pages. */
export function RebateTabs() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('rebate.title')} description={t('rebate.lead')} />
      <nav className="rebate__tabs" aria-label={t('rebate.title')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.href}
            to={tab.href}
            end
            className={({ isActive }) => cx('rebate__tab', isActive && 'rebate__tab--current')}
          >
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
