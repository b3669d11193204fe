import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MODULE_ID } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BriefcaseIcon,
  CrownIcon,
  HomeIcon,
  LogoutIcon,
  UserIcon,
  UsersIcon,
} from '@platform/ui/icons.tsx';
import { useNotices } from '../../shared/api/get-notices.ts';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { MEMBER_PAGES, menuEntryHref, paths } from '../../shared/config/paths.ts';
import { useSession } from '../../shared/lib/session.ts';
import { CustomerServiceButton } from '../../shared/ui/customer-service-button.tsx';
import { SafeImage } from '../../shared/ui/safe-image.tsx';
import { Later } from '../../shared/ui/later.tsx';
import { useGameMenus } from '../../features/games/api/get-game-menus.ts';
import { SearchIcon } from '../../features/games/components/game-icons.tsx';
import { MenuIcon } from '../../features/games/components/menu-icon.tsx';
import { MENU_LABEL_KEYS } from '../../features/games/lib/lobby-pages.ts';
import { openGameSearch } from '../../features/games/lib/search-modal.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { PromoBadge } from '../../features/rewards/components/promo-badge.tsx';
import { GiftIcon } from '../../features/notices/components/notice-icons.tsx';
import { NoticeLink } from '../../features/notices/components/notice-link.tsx';
import { LanguageSwitcher } from '../../features/preferences/components/language-switcher.tsx';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch.tsx';
import { gamePageEntries } from './game-categories.ts';
import { DownloadIcon } from './shell-icons.tsx';
import './shell.css';

interface SideMenuProps {
  id: string;
  /** On phones the menu is a drawer; on wide screens it is always shown. */
  isOpen: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

const navClass = ({ isActive }: { isActive: boolean }) => cx('menu-link', isActive && 'menu-link--active');

/** The operator's side-menu banners (group `w_leftmenu`), each opening its linkage. */
function SideMenuBanners({ onFollow }: { onFollow: () => void }) {
  const banners = (useNotices().data?.banners ?? []).filter((banner) => banner.groupName === 'w_leftmenu');
  if (banners.length === 0) return null;
  return (
    <div className="side-menu__banners">
      {banners.map((banner) => (
        <NoticeLink
          key={banner.id}
          linkageType={banner.linkageType}
          url={banner.url}
          className="side-menu__banner"
          onFollow={onFollow}
        >
          <SafeImage src={banner.imageUrl} alt={banner.title} loading="lazy" />
        </NoticeLink>
      ))}
    </div>
  );
}

/**
 * The side menu (spec section 2): home, search, the game types, the wallet, promotions and the
 * reward centre (REWARDS switch), invite friends (REFERRAL switch), app download, customer
 * service, the left-menu banner, language and theme, sign out. Member pages are offered to a
 * logged-in real member only (not a trial account); the agent centre to agents.
 */
export function SideMenu({ id, isOpen, onClose, onSignOut }: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { features } = useSiteConfig();
  const info = useMemberInfo().data;
  const menus = useGameMenus();
  const categories = gamePageEntries(menus.data ?? []);
  const isMember = session !== null && !(info?.isTrial ?? false);
  const hasRewards = features[MODULE_ID.REWARDS] === true;
  const hasReferral = features[MODULE_ID.REFERRAL] === true;

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
        {/* The links show with the game entries: drawn before these load, the rest would move down. */}
        {!menus.isPending && (
          <Later>
            <nav className="side-menu__nav" aria-label={t('nav.main')}>
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
              </ul>
              {categories.length > 0 && (
                <>
                  <p className="side-menu__heading" id={`${id}-games`}>
                    {t('shell.menu.games')}
                  </p>
                  <ul className="side-menu__list" aria-labelledby={`${id}-games`}>
                    {categories.map((entry) => (
                      <li key={entry.code}>
                        <NavLink to={menuEntryHref(entry)} className={navClass} onClick={onClose}>
                          <MenuIcon code={entry.code} />
                          <span>{t(MENU_LABEL_KEYS[entry.code])}</span>
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <ul className="side-menu__list side-menu__list--divided">
                {isMember && (
                  <>
                    <li>
                      <NavLink to={paths.member.getHref()} end className={navClass} onClick={onClose}>
                        <UserIcon />
                        <span>{t('nav.memberCenter')}</span>
                      </NavLink>
                    </li>
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
                {hasRewards && (
                  <li>
                    <NavLink to={paths.promotions.getHref()} className={navClass} onClick={onClose}>
                      <GiftIcon />
                      <span>{t('shell.menu.promotions')}</span>
                    </NavLink>
                  </li>
                )}
                {hasReferral && isMember && (
                  <li>
                    <NavLink
                      to={paths.member.getHref(MEMBER_PAGES.referral)}
                      className={navClass}
                      onClick={onClose}
                    >
                      <UsersIcon />
                      <span>{t('shell.menu.inviteFriends')}</span>
                    </NavLink>
                  </li>
                )}
                {hasRewards && isMember && (
                  <li>
                    <NavLink
                      to={paths.member.getHref(MEMBER_PAGES.rewardCenter)}
                      className={navClass}
                      onClick={onClose}
                    >
                      <CrownIcon />
                      <span>{t('shell.menu.rewardCenter')}</span>
                      <PromoBadge item="reward" isAsked={isMember} />
                    </NavLink>
                  </li>
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
                  <NavLink to={paths.download.getHref()} className={navClass} onClick={onClose}>
                    <DownloadIcon />
                    <span>{t('shell.menu.download')}</span>
                  </NavLink>
                </li>
                <li>
                  <CustomerServiceButton variant="menu" />
                </li>
              </ul>
            </nav>
            <SideMenuBanners onFollow={onClose} />
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
          </Later>
        )}
      </aside>
      {isOpen && <div className="side-menu__overlay" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
