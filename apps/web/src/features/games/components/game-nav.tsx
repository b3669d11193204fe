import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLotteryCategory, type GameMenu, type MenuCode } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { ChevronDownIcon } from '@platform/ui/icons.tsx';
import { menuEntryHref, paths } from '../../../shared/config/paths.ts';
import { openAuthModal } from '../../../shared/lib/auth-modal.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { MENU_LABEL_KEYS } from '../lib/lobby-pages.ts';
import { openGameSearch } from '../lib/search-modal.ts';
import { SearchIcon } from './game-icons.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { VendorPopup } from './vendor-popup.tsx';
import './game-nav.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx('game-nav__link', isActive && 'game-nav__link--active');

/**
 * The navigation bar (spec section 2): Hot first, then the categories that have vendors, with
 * ESPORTS and COCKFIGHT in a row under SPORTS; FAV and RECENT ask a visitor to log in; an entry
 * marked VASSALAGE offers its vendors in a popup; a lottery entry opens the SEA lottery game. Scrolls
 * sideways on a phone.
 */
export function GameNav() {
  const { t } = useTranslation();
  const entries = useGameMenus().data ?? [];
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [vendorEntry, setVendorEntry] = useState<GameMenu>();
  const listRef = useRef<HTMLUListElement>(null);

  const codes = new Set<MenuCode>(entries.map((entry) => entry.code));
  // A grouped entry whose group is absent (SPORTS without vendors) stands on its own.
  const topEntries = entries.filter((entry) => entry.group === null || !codes.has(entry.group));
  const membersOf = (code: MenuCode) => entries.filter((entry) => entry.group === code);
  const routeGroup = topEntries.find(
    (entry) =>
      membersOf(entry.code).length > 0 &&
      (entry.path === pathname || membersOf(entry.code).some((member) => member.path === pathname)),
  )?.code;

  // The group row follows the route (open on its pages) unless toggled on this page.
  const [toggled, setToggled] = useState<{ pathname: string; group: MenuCode | undefined }>();
  const openGroup = toggled?.pathname === pathname ? toggled.group : routeGroup;
  const groupEntry = topEntries.find((entry) => entry.code === openGroup);

  // On a phone the bar scrolls: bring the current entry into sight (the bar only, never the page).
  const entryCount = entries.length;
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('.game-nav__link--active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname, entryCount]);
  const label = (code: MenuCode) => t(MENU_LABEL_KEYS[code]);

  const guard = (entry: GameMenu) => (event: MouseEvent) => {
    // A lottery entry opens the SEA lottery game (`menuEntryHref`), which needs login too.
    if ((entry.needsLogin || isLotteryCategory(entry.code)) && session === null) {
      event.preventDefault();
      openAuthModal('login');
    }
  };

  const renderLink = (entry: GameMenu, isSub = false) => (
    <NavLink
      to={menuEntryHref(entry)}
      className={(state) => cx(linkClass(state), isSub && 'game-nav__link--sub')}
      onClick={guard(entry)}
    >
      <MenuIcon code={entry.code} />
      <span>{label(entry.code)}</span>
    </NavLink>
  );

  const renderVendorsButton = (entry: GameMenu) =>
    entry.isGame === 'VASSALAGE' &&
    entry.vendors.length > 0 && (
      <button
        type="button"
        className="game-nav__more"
        aria-label={t('games.nav.vendors', { name: label(entry.code) })}
        aria-haspopup="dialog"
        onClick={() => setVendorEntry(entry)}
      >
        <ChevronDownIcon width={16} height={16} />
      </button>
    );

  return (
    <nav className="game-nav" aria-label={t('games.nav.label')}>
      <div className="game-nav__bar">
        <ul className="game-nav__list" ref={listRef}>
          {topEntries.map((entry) => {
            const members = membersOf(entry.code);
            if (members.length === 0) {
              return (
                <li key={entry.code} className="game-nav__item">
                  {renderLink(entry)}
                  {renderVendorsButton(entry)}
                </li>
              );
            }
            const isOpen = openGroup === entry.code;
            return (
              <li key={entry.code} className="game-nav__item">
                <button
                  type="button"
                  className={cx(
                    'game-nav__link',
                    routeGroup === entry.code && 'game-nav__link--active',
                    isOpen && 'game-nav__link--open',
                  )}
                  aria-expanded={isOpen}
                  aria-controls="game-nav-group"
                  onClick={() => setToggled({ pathname, group: isOpen ? undefined : entry.code })}
                >
                  <MenuIcon code={entry.code} />
                  <span>{label(entry.code)}</span>
                  <ChevronDownIcon width={14} height={14} className="game-nav__chevron" />
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="game-nav__search" onClick={openGameSearch}>
          <SearchIcon width={18} height={18} />
          <span className="game-nav__search-label">{t('games.search.open')}</span>
        </button>
      </div>
      {groupEntry !== undefined && (
        <ul
          className="game-nav__list game-nav__list--group"
          id="game-nav-group"
          aria-label={label(groupEntry.code)}
        >
          {[groupEntry, ...membersOf(groupEntry.code)].map((entry) => (
            <li key={entry.code} className="game-nav__item">
              {renderLink(entry, true)}
              {renderVendorsButton(entry)}
            </li>
          ))}
        </ul>
      )}
      {vendorEntry !== undefined && (
        <VendorPopup
          label={label(vendorEntry.code)}
          vendors={vendorEntry.vendors}
          onClose={() => setVendorEntry(undefined)}
          onChoose={(vendor) => {
            setVendorEntry(undefined);
            void navigate(paths.gameList.getHref(vendorEntry.path, vendor.vassalage));
          }}
        />
      )}
    </nav>
  );
}
