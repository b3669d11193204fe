import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@platform/ui/cx.ts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ClockIcon,
  CrownIcon,
  DashboardIcon,
  InfoIcon,
  MailIcon,
  RefreshIcon,
  ScrollIcon,
  ShieldIcon,
  WalletIcon,
} from '@platform/ui/icons.tsx';
import { MODULE_ID } from '@platform/contract';
import { MEMBER_PAGES, paths } from '../../shared/config/paths.ts';
import { useSiteConfig } from '../../shared/api/get-site-config.ts';
import { FeedbackIcon } from '../../features/messages/components/message-icons.tsx';
import { useInboxUnread } from '../../features/messages/api/get-inbox-unread.ts';
import { InboxUnreadBadge } from '../../features/messages/components/unread-badge.tsx';
import { TicketIcon } from '../../features/tickets/components/ticket-icon.tsx';
import { useTeamTransferConfig } from '../../features/team-transfers/api/team-transfers.ts';
import { useMemberInfo } from '../../features/member/api/get-member-info.ts';
import { PromoBadge } from '../../features/rewards/components/promo-badge.tsx';
import './member-nav.css';

/** The member centre's wallet, betting, security and message pages, in the order a member meets them. */
export const MEMBER_PAGE_LINKS = [
  {
    page: MEMBER_PAGES.deposit,
    icon: ArrowDownIcon,
    title: 'wallet.deposit',
    body: 'memberCenter.links.deposit',
  },
  {
    page: MEMBER_PAGES.withdraw,
    icon: ArrowUpIcon,
    title: 'wallet.withdraw',
    body: 'memberCenter.links.withdraw',
  },
  {
    page: MEMBER_PAGES.transferFund,
    icon: WalletIcon,
    title: 'wallet.title',
    body: 'memberCenter.links.transferFund',
  },
  {
    page: MEMBER_PAGES.transferUpline,
    icon: ArrowUpIcon,
    title: 'memberCenter.transferUpline',
    body: 'memberCenter.links.transferUpline',
  },
  {
    page: MEMBER_PAGES.transactionHistory,
    icon: ScrollIcon,
    title: 'history.title',
    body: 'memberCenter.links.transactionHistory',
  },
  {
    page: MEMBER_PAGES.bettingRecord,
    icon: ClockIcon,
    title: 'bets.title',
    body: 'memberCenter.links.bettingRecord',
  },
  {
    page: MEMBER_PAGES.profit,
    icon: DashboardIcon,
    title: 'profit.title',
    body: 'memberCenter.links.profit',
  },
  {
    page: MEMBER_PAGES.missionLeaderboard,
    icon: CrownIcon,
    title: 'nav.missionLeaderboard',
    body: 'memberCenter.links.missionLeaderboard',
  },
  {
    page: MEMBER_PAGES.tickets,
    icon: TicketIcon,
    title: 'nav.tickets',
    body: 'memberCenter.links.tickets',
  },
  {
    page: MEMBER_PAGES.vip,
    icon: CrownIcon,
    title: 'nav.vip',
    body: 'memberCenter.links.vip',
  },
  {
    page: MEMBER_PAGES.manualRebate,
    icon: RefreshIcon,
    title: 'rebateNav.manualRebate',
    body: 'rebateNav.manualRebateBody',
  },
  {
    page: MEMBER_PAGES.bonusDetails,
    icon: InfoIcon,
    title: 'rebateNav.bonusDetails',
    body: 'rebateNav.bonusDetailsBody',
  },
  {
    page: MEMBER_PAGES.securityCenter,
    icon: ShieldIcon,
    title: 'nav.securityCenter',
    body: 'memberCenter.links.securityCenter',
  },
  {
    page: MEMBER_PAGES.inbox,
    icon: MailIcon,
    title: 'memberMessages.inbox.title',
    body: 'memberMessages.links.inbox',
  },
  {
    page: MEMBER_PAGES.feedback,
    icon: FeedbackIcon,
    title: 'memberMessages.feedback.title',
    body: 'memberMessages.links.feedback',
  },
] as const;

/** Pages of the rewards module (its white-label switch). */
const REWARD_PAGES: readonly string[] = [
  MEMBER_PAGES.missionLeaderboard,
  MEMBER_PAGES.tickets,
  MEMBER_PAGES.manualRebate,
  MEMBER_PAGES.bonusDetails,
];

/**
 * The member centre's pages this member has: transferUpline only when the operator allows it, the
 * rewards' pages only with the rewards module on, "my wallets" (transferFund) only when the
 * merchant wallet is not single.
 */
export const useMemberPageLinks = () => {
  const toUpline = useTeamTransferConfig().data?.toUpline === true;
  const { features, merchantWallet } = useSiteConfig();
  const hasRewards = features[MODULE_ID.REWARDS] === true;
  return MEMBER_PAGE_LINKS.filter(
    ({ page }) =>
      (page !== MEMBER_PAGES.transferUpline || toUpline) &&
      (page !== MEMBER_PAGES.transferFund || !merchantWallet.isSingle) &&
      (!REWARD_PAGES.includes(page) || hasRewards) &&
      (page !== MEMBER_PAGES.vip || features[MODULE_ID.VIP] === true),
  );
};

/** Tabs between the member centre's pages; on phones they scroll sideways. */
export function MemberNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // The inbox badge widens the tabs once the count arrives.
  const unread = useInboxUnread().data?.count;
  const links = useMemberPageLinks();
  // The missions' badge is a real member's (a trial account has no rewards).
  const info = useMemberInfo().data;
  const isMember = info !== undefined && !info.isTrial;

  // On a phone the current tab may sit beyond the edge: bring it to the middle.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && active) nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname, unread, links.length]);

  return (
    <nav className="member-nav" ref={navRef} aria-label={t('memberCenter.pages')}>
      <ul className="member-nav__list">
        {links.map(({ page, icon: Icon, title }) => (
          <li key={page}>
            <NavLink
              to={paths.member.getHref(page)}
              className={({ isActive }) => cx('member-nav__link', isActive && 'member-nav__link--active')}
            >
              <Icon width={18} height={18} />
              <span>{t(title)}</span>
              {page === MEMBER_PAGES.inbox && <InboxUnreadBadge />}
              {page === MEMBER_PAGES.missionLeaderboard && <PromoBadge item="mission" isAsked={isMember} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
