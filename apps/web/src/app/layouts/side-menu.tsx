import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, paths } from '../../shared/config/paths.ts';
import { cx } from '@platform/ui/cx.ts';
import { useSession } from '../../shared/lib/session.ts';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BriefcaseIcon,
  HomeIcon,
  LogoutIcon,
  UserIcon,
} from '@platform/ui/icons.tsx';
import { SearchIcon } from '../../features/games/components/game-icons.tsx';
import { openGameSearch } from '../../features/games/lib/search-modal.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { LanguageSwitcher } from '../../features/preferences/components/language-switcher.tsx';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch.tsx';

interface SideMenuProps {
  id: string;
  /** On phones the menu is a drawer; on wide screens it is always shown. */
  isOpen: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

const navClass = ({ isActive }: { isActive: boolean }) => cx('menu-link', isActive && 'menu-link--active');

export function SideMenu({ id, isOpen, onClose, onSignOut }: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useMemberInfo().data;
  const isTrial = info?.isTrial ?? false;

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  return (
    <>
      <aside id={id} className={cx('side-menu', isOpen && 'side-menu--open')} aria-label={t('nav.sideMenu')}>
        <nav aria-label={t('nav.main')}>
          <ul className="side-menu__list">
            <li>
              <NavLink to={paths.home.getHref()} end className={navClass} onClick={onClose}>
                <HomeIcon />
                <span>{t('nav.home')}</span>
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className="menu-link"
                onClick={() => {
                  onClose();
                  openGameSearch();
                }}
              >
                <SearchIcon />
                <span>{t('games.search.open')}</span>
              </button>
            </li>
            {session !== null && !isTrial && (
              <li>
                <NavLink to={paths.member.getHref()} end className={navClass} onClick={onClose}>
                  <UserIcon />
                  <span>{t('nav.memberCenter')}</span>
                </NavLink>
              </li>
            )}
            {session !== null && !isTrial && (
              <>
                <li>
                  <NavLink
                    to={paths.member.getHref(MEMBER_PAGES.deposit)}
                    className={navClass}
                    onClick={onClose}
                  >
                    <ArrowDownIcon />
                    <span>{t('wallet.deposit')}</span>
                  </NavLink>
                </li>
                <li>
                  <NavLink
                    to={paths.member.getHref(MEMBER_PAGES.withdraw)}
                    className={navClass}
                    onClick={onClose}
                  >
                    <ArrowUpIcon />
                    <span>{t('wallet.withdraw')}</span>
                  </NavLink>
                </li>
              </>
            )}
            {session?.isAgent === true && (
              <li>
                <NavLink to={paths.agentHome.getHref()} className={navClass} onClick={onClose}>
                  <BriefcaseIcon />
                  <span>{t('nav.agentCenter')}</span>
                </NavLink>
              </li>
            )}
            <li>
              <CustomerServiceButton variant="menu" />
            </li>
          </ul>
        </nav>
        <div className="side-menu__section">
          <p className="side-menu__heading">{t('nav.preferences')}</p>
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
        {session !== null && (
          <div className="side-menu__section side-menu__section--end">
            <button
              type="button"
              className="menu-link"
              onClick={() => {
                onClose();
                onSignOut();
              }}
            >
              <LogoutIcon />
              <span>{t('auth.signOut')}</span>
            </button>
          </div>
        )}
      </aside>
      {isOpen && <div className="side-menu__overlay" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
