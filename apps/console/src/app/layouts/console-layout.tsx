import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigation } from 'react-router';
import { useCurrentStaff } from '../../shared/api/get-me.ts';
import { cx } from '@platform/ui/cx.ts';
import { roleLabel } from '../../shared/lib/labels.ts';
import { Badge } from '@platform/ui/badge.tsx';
import { Button } from '@platform/ui/button.tsx';
import { CloseIcon, LogoutIcon, MenuIcon } from '@platform/ui/icons.tsx';
import { Logo } from '@platform/ui/logo.tsx';
import { RouteProgress } from '@platform/ui/spinner.tsx';
import { PreferenceSwitches } from '../../shared/ui/preference-switches.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { visibleGroups } from '../navigation.ts';
import './console-layout.css';

const MAIN_ID = 'main';

/** The signed-in frame: side navigation (only the role's pages), the top bar, the page. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const logout = useLogout();
  const navigation = useNavigation();
  const [isMenuOpen, setMenuOpen] = useState(false);

  return (
    <div className="shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('nav.skipToContent')}
      </a>
      {navigation.state === 'loading' && <RouteProgress />}
      <aside className={cx('sidebar', isMenuOpen && 'sidebar--open')}>
        <div className="sidebar__brand">
          <Logo name={t('app.name')} />
          <button
            type="button"
            className="icon-btn sidebar__close"
            aria-label={t('nav.closeMenu')}
            onClick={() => setMenuOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <nav className="sidebar__nav" aria-label={t('nav.main')}>
          {visibleGroups(staff.permissions).map((group, index) => (
            <div key={group.labelKey ?? index} className="nav-group">
              {group.labelKey !== undefined && <p className="nav-group__label">{t(group.labelKey)}</p>}
              <ul className="nav-group__list">
                {group.items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <li key={item.href}>
                      <NavLink
                        to={item.href}
                        end={item.href === '/'}
                        className={({ isActive }) => cx('nav-link', isActive && 'nav-link--active')}
                        onClick={() => setMenuOpen(false)}
                      >
                        <Icon />
                        <span>{t(item.labelKey)}</span>
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      {isMenuOpen && (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      )}
      <div className="shell__main">
        <header className="topbar">
          <button
            type="button"
            className="btn btn--ghost btn--sm topbar__menu"
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            {t('nav.menu')}
          </button>
          <div className="topbar__actions">
            <PreferenceSwitches />
            <span className="topbar__user">
              <span className="topbar__username">{staff.username}</span>
              <Badge tone="accent">{roleLabel(t, staff.role)}</Badge>
            </span>
            <Button variant="ghost" size="sm" isBusy={logout.isPending} onClick={() => logout.mutate()}>
              <LogoutIcon />
              {t('nav.signOut')}
            </Button>
          </div>
        </header>
        <main id={MAIN_ID} className="content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
