import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@platform/contract';
import { MEMBER_PAGES, paths } from '../../../shared/config/paths.ts';
import { useSiteConfig } from '../../../shared/api/get-site-config.ts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BriefcaseIcon,
  ChevronDownIcon,
  ClockIcon,
  CrownIcon,
  LogoutIcon,
  ScrollIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
} from '@platform/ui/icons.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import './member-menu.css';

/**
 * The member centre's pages in the menu (spec section 2: member centre, account records, betting
 * record, security centre).
 */
const PAGE_ITEMS = [
  { page: MEMBER_PAGES.deposit, icon: ArrowDownIcon, label: 'wallet.deposit' },
  { page: MEMBER_PAGES.withdraw, icon: ArrowUpIcon, label: 'wallet.withdraw' },
  { page: MEMBER_PAGES.transferFund, icon: WalletIcon, label: 'wallet.title' },
  { page: MEMBER_PAGES.transactionHistory, icon: ScrollIcon, label: 'member.accountRecords' },
  { page: MEMBER_PAGES.bettingRecord, icon: ClockIcon, label: 'bets.title' },
  { page: MEMBER_PAGES.securityCenter, icon: ShieldIcon, label: 'nav.securityCenter' },
] as const;

interface MemberMenuProps {
  info: MemberInfo | undefined;
  username: string;
  onSignOut: () => void;
  /** The reward centre's item, with its badge, when the rewards module is on (placed by the app). */
  rewardCenter?: { badge: ReactNode };
  /**
   * The member's VIP rank when the VIP module is on (`vipRankName`): the menu's first item, to the
   * VIP page, and a crown on the avatar on a phone, whose header has no room for the rank's label.
   */
  vipRank?: string;
  /**
   * The announcements popup's item (its icon and opener, placed by the app): a small phone's header
   * leaves its megaphone out for a member.
   */
  announcements?: { icon: ReactNode; open: () => void };
}

/** The account button of the header and its menu (spec section 2, "Header"). */
export function MemberMenu({
  info,
  username,
  onSignOut,
  rewardCenter,
  vipRank,
  announcements,
}: MemberMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const account = info?.account ?? username;
  const isTrial = info?.isTrial ?? false;
  const isAgent = info?.isAgent ?? false;
  // In single-wallet mode there are no game wallets: "my wallets" is not offered.
  const isSingleWallet = useSiteConfig().merchantWallet.isSingle;
  const pageItems = PAGE_ITEMS.filter(({ page }) => page !== MEMBER_PAGES.transferFund || !isSingleWallet);

  const menuItems = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!isOpen) return;
    menuItems()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const close = () => setOpen(false);

  /** Arrow keys, Home and End move between the items (WAI-ARIA menu pattern); Tab leaves. */
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      close();
      return;
    }
    const items = menuItems();
    const current = items.findIndex((item) => item === document.activeElement);
    const targets: Partial<Record<string, number>> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[(target + items.length) % items.length]?.focus();
  };

  return (
    <div className="member-menu" ref={rootRef}>
      <button
        type="button"
        ref={triggerRef}
        className="member-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        <MemberAvatar url={info?.avatarUrl} className="member-menu__avatar" iconSize={18}>
          {vipRank !== undefined && <CrownIcon className="member-menu__crown" width={11} height={11} />}
        </MemberAvatar>
        <span className="member-menu__name">{account}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {isOpen && (
        <ul
          ref={listRef}
          className="member-menu__list"
          role="menu"
          id={menuId}
          aria-label={t('member.menu')}
          onKeyDown={moveFocus}
        >
          {vipRank !== undefined && (
            <li role="none">
              <Link
                role="menuitem"
                className="menu-link member-menu__vip"
                to={paths.member.getHref(MEMBER_PAGES.vip)}
                onClick={close}
              >
                <CrownIcon />
                <span>{vipRank}</span>
              </Link>
            </li>
          )}
          {!isTrial && (
            <>
              <li role="none">
                <Link role="menuitem" className="menu-link" to={paths.member.getHref()} onClick={close}>
                  <UserIcon />
                  <span>{t('nav.memberCenter')}</span>
                </Link>
              </li>
              {pageItems.map(({ page, icon: Icon, label }) => (
                <li role="none" key={page}>
                  <Link role="menuitem" className="menu-link" to={paths.member.getHref(page)} onClick={close}>
                    <Icon />
                    <span>{t(label)}</span>
                  </Link>
                </li>
              ))}
              {rewardCenter !== undefined && (
                <li role="none">
                  <Link
                    role="menuitem"
                    className="menu-link"
                    to={paths.member.getHref(MEMBER_PAGES.rewardCenter)}
                    onClick={close}
                  >
                    <CrownIcon />
                    <span>{t('shell.menu.rewardCenter')}</span>
                    {rewardCenter.badge}
                  </Link>
                </li>
              )}
            </>
          )}
          {isAgent && (
            <li role="none">
              <Link role="menuitem" className="menu-link" to={paths.agentHome.getHref()} onClick={close}>
                <BriefcaseIcon />
                <span>{t('nav.agentCenter')}</span>
              </Link>
            </li>
          )}
          {announcements !== undefined && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="menu-link"
                onClick={() => {
                  close();
                  announcements.open();
                }}
              >
                {announcements.icon}
                <span>{t('shell.announcements.open')}</span>
              </button>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="menu-link"
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              <LogoutIcon />
              <span>{t('auth.signOut')}</span>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
