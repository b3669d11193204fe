import type { ComponentType, SVGProps } from 'react';
import type { Permission } from '@platform/contract';
import { paths } from '../shared/config/paths.ts';
import {
  ArrowDownIcon,
  BellIcon,
  ArrowUpIcon,
  BriefcaseIcon,
  CheckIcon,
  CrownIcon,
  DashboardIcon,
  GamepadIcon,
  MailIcon,
  RefreshIcon,
  ScrollIcon,
  ShieldCheckIcon,
  SlidersIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@platform/ui/icons.tsx';
import {
  HelpIcon,
  ImageIcon,
  InboxIcon,
  MatchIcon,
  MegaphoneIcon,
  PopupIcon,
} from '../features/content/components/content-icons.tsx';
import { TicketIcon } from '../features/tickets/components/ticket-icon.tsx';
import { ChartIcon, GaugeIcon, GiftIcon } from '../features/rewards/components/reward-icons.tsx';

export interface NavItem {
  href: string;
  /** i18n key of the link text. */
  labelKey:
    | 'nav.dashboard'
    | 'nav.members'
    | 'nav.deposits'
    | 'nav.withdrawals'
    | 'nav.depositChannels'
    | 'nav.withdrawalLimits'
    | 'nav.vendors'
    | 'nav.gameList'
    | 'nav.status'
    | 'nav.modules'
    | 'nav.register'
    | 'nav.profile'
    | 'nav.site'
    | 'nav.domains'
    | 'nav.shortcuts'
    | 'nav.resources'
    | 'nav.memberTypes'
    | 'nav.audit'
    | 'nav.outbox'
    | 'nav.staff'
    | 'nav.account'
    | 'content.nav.banners'
    | 'content.nav.notices'
    | 'content.nav.announcements'
    | 'content.nav.popups'
    | 'content.nav.avatarIcons'
    | 'nav.help'
    | 'nav.hotMatches'
    | 'nav.liveHosts'
    | 'nav.feedback'
    | 'nav.contentSettings'
    | 'nav.agentTree'
    | 'nav.agentPolicy'
    | 'nav.agentTransfers'
    | 'nav.contractPolicies'
    | 'nav.contracts'
    | 'nav.settlementRuns'
    | 'nav.settlements'
    | 'nav.promotions'
    | 'nav.promotionApplications'
    | 'nav.missions'
    | 'nav.tickets'
    | 'nav.pointMall'
    | 'nav.rewardTasks'
    | 'nav.rebate'
    | 'nav.vip'
    | 'nav.referral'
    | 'nav.memberRewards'
    | 'nav.bonusTurnover'
    | 'nav.rewardCost'
    | 'nav.pointsRates'
    | 'nav.lotteryDraws'
    | 'nav.lotterySettings'
    | 'nav.lotteryExposure'
    | 'nav.lotteryReport';
  /** Without it the link shows for every signed-in staff member. */
  permission: Permission | null;
  icon: ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;
}

export interface NavGroup {
  labelKey?:
    | 'nav.finance'
    | 'nav.games'
    | 'nav.settings'
    | 'nav.agents'
    | 'nav.contractsGroup'
    | 'nav.rewardsGroup'
    | 'nav.lotteryGroup'
    | 'content.nav.group';
  items: readonly NavItem[];
}

/** The side navigation; a link shows only when the role has its page's permission. */
const NAV_GROUPS: readonly NavGroup[] = [
  {
    items: [
      { href: paths.dashboard.getHref(), labelKey: 'nav.dashboard', permission: null, icon: DashboardIcon },
      {
        href: paths.members.getHref(),
        labelKey: 'nav.members',
        permission: 'members.read',
        icon: UsersIcon,
      },
      {
        href: paths.feedback.getHref(),
        labelKey: 'nav.feedback',
        permission: 'feedback.read',
        icon: InboxIcon,
      },
    ],
  },
  {
    labelKey: 'nav.agents',
    items: [
      {
        href: paths.agents.tree.getHref(),
        labelKey: 'nav.agentTree',
        permission: 'members.read',
        icon: UsersIcon,
      },
      {
        href: paths.agents.policy.getHref(),
        labelKey: 'nav.agentPolicy',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.agents.transfers.getHref(),
        labelKey: 'nav.agentTransfers',
        permission: 'finance.read',
        icon: WalletIcon,
      },
    ],
  },
  {
    labelKey: 'nav.contractsGroup',
    items: [
      {
        href: paths.contracts.list.getHref(),
        labelKey: 'nav.contracts',
        permission: 'members.read',
        icon: ScrollIcon,
      },
      {
        href: paths.contracts.settlements.getHref(),
        labelKey: 'nav.settlements',
        permission: 'finance.read',
        icon: WalletIcon,
      },
      {
        href: paths.contracts.runs.getHref(),
        labelKey: 'nav.settlementRuns',
        permission: 'finance.read',
        icon: DashboardIcon,
      },
      {
        href: paths.contracts.policies.getHref(),
        labelKey: 'nav.contractPolicies',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
    ],
  },
  {
    labelKey: 'nav.rewardsGroup',
    items: [
      {
        href: paths.promotions.list.getHref(),
        labelKey: 'nav.promotions',
        permission: 'rewards.read',
        icon: MegaphoneIcon,
      },
      {
        href: paths.promotions.applications.getHref(),
        labelKey: 'nav.promotionApplications',
        permission: 'rewards.read',
        icon: InboxIcon,
      },
      {
        href: paths.missions.getHref(),
        labelKey: 'nav.missions',
        permission: 'rewards.read',
        icon: CrownIcon,
      },
      {
        href: paths.tickets.getHref(),
        labelKey: 'nav.tickets',
        permission: 'rewards.read',
        icon: TicketIcon,
      },
      {
        href: paths.pointMall.getHref(),
        labelKey: 'nav.pointMall',
        permission: 'rewards.read',
        icon: TicketIcon,
      },
      {
        href: paths.rewardTasks.getHref(),
        labelKey: 'nav.rewardTasks',
        permission: 'rewards.read',
        icon: CheckIcon,
      },
      {
        href: paths.rebate.settings.getHref(),
        labelKey: 'nav.rebate',
        permission: 'rewards.read',
        icon: RefreshIcon,
      },
      {
        href: paths.vip.ranks.getHref(),
        labelKey: 'nav.vip',
        permission: 'rewards.read',
        icon: CrownIcon,
      },
      {
        href: paths.referral.getHref(),
        labelKey: 'nav.referral',
        permission: 'rewards.read',
        icon: GiftIcon,
      },
      {
        href: paths.rewards.list.getHref(),
        labelKey: 'nav.memberRewards',
        permission: 'rewards.read',
        icon: GiftIcon,
      },
      {
        href: paths.rewards.turnover.getHref(),
        labelKey: 'nav.bonusTurnover',
        permission: 'rewards.read',
        icon: GaugeIcon,
      },
      {
        href: paths.rewards.cost.getHref(),
        labelKey: 'nav.rewardCost',
        permission: 'rewards.read',
        icon: ChartIcon,
      },
      {
        href: paths.pointsRates.getHref(),
        labelKey: 'nav.pointsRates',
        permission: 'rewards.read',
        icon: SlidersIcon,
      },
    ],
  },
  {
    labelKey: 'nav.lotteryGroup',
    items: [
      {
        href: paths.lottery.draws.getHref(),
        labelKey: 'nav.lotteryDraws',
        permission: 'lottery.read',
        icon: TicketIcon,
      },
      {
        href: paths.lottery.settings.getHref(),
        labelKey: 'nav.lotterySettings',
        permission: 'lottery.read',
        icon: SlidersIcon,
      },
      {
        href: paths.lottery.exposure.getHref(),
        labelKey: 'nav.lotteryExposure',
        permission: 'lottery.read',
        icon: GaugeIcon,
      },
      {
        href: paths.lottery.report.getHref(),
        labelKey: 'nav.lotteryReport',
        permission: 'lottery.read',
        icon: ChartIcon,
      },
    ],
  },
  {
    labelKey: 'nav.finance',
    items: [
      {
        href: paths.finance.deposits.getHref(),
        labelKey: 'nav.deposits',
        permission: 'finance.read',
        icon: ArrowDownIcon,
      },
      {
        href: paths.finance.withdrawals.getHref(),
        labelKey: 'nav.withdrawals',
        permission: 'finance.read',
        icon: ArrowUpIcon,
      },
      {
        href: paths.finance.depositChannels.getHref(),
        labelKey: 'nav.depositChannels',
        permission: 'finance.read',
        icon: WalletIcon,
      },
      {
        href: paths.finance.withdrawalLimits.getHref(),
        labelKey: 'nav.withdrawalLimits',
        permission: 'finance.read',
        icon: SlidersIcon,
      },
    ],
  },
  {
    labelKey: 'nav.games',
    items: [
      {
        href: paths.games.vendors.getHref(),
        labelKey: 'nav.vendors',
        permission: 'games.read',
        icon: BriefcaseIcon,
      },
      {
        href: paths.games.list.getHref(),
        labelKey: 'nav.gameList',
        permission: 'games.read',
        icon: GamepadIcon,
      },
    ],
  },
  {
    labelKey: 'content.nav.group',
    items: [
      {
        href: paths.banners.getHref(),
        labelKey: 'content.nav.banners',
        permission: 'content.read',
        icon: ImageIcon,
      },
      {
        href: paths.notices.getHref(),
        labelKey: 'content.nav.notices',
        permission: 'content.read',
        icon: BellIcon,
      },
      {
        href: paths.announcements.getHref(),
        labelKey: 'content.nav.announcements',
        permission: 'content.read',
        icon: MegaphoneIcon,
      },
      {
        href: paths.popups.getHref(),
        labelKey: 'content.nav.popups',
        permission: 'content.read',
        icon: PopupIcon,
      },
      {
        href: paths.helpArticles.getHref(),
        labelKey: 'nav.help',
        permission: 'content.read',
        icon: HelpIcon,
      },
      {
        href: paths.hotMatches.getHref(),
        labelKey: 'nav.hotMatches',
        permission: 'content.read',
        icon: MatchIcon,
      },
      {
        href: paths.avatarIcons.getHref(),
        labelKey: 'content.nav.avatarIcons',
        permission: 'content.read',
        icon: UserIcon,
      },
      {
        href: paths.liveHosts.getHref(),
        labelKey: 'nav.liveHosts',
        permission: 'content.read',
        icon: UserIcon,
      },
    ],
  },
  {
    labelKey: 'nav.settings',
    items: [
      {
        href: paths.settings.status.getHref(),
        labelKey: 'nav.status',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.modules.getHref(),
        labelKey: 'nav.modules',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.register.getHref(),
        labelKey: 'nav.register',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.profile.getHref(),
        labelKey: 'nav.profile',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.site.getHref(),
        labelKey: 'nav.site',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.domains.getHref(),
        labelKey: 'nav.domains',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.shortcuts.getHref(),
        labelKey: 'nav.shortcuts',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.resources.getHref(),
        labelKey: 'nav.resources',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.memberTypes.getHref(),
        labelKey: 'nav.memberTypes',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
      {
        href: paths.settings.content.getHref(),
        labelKey: 'nav.contentSettings',
        permission: 'settings.read',
        icon: SlidersIcon,
      },
    ],
  },
  {
    items: [
      {
        href: paths.audit.getHref(),
        labelKey: 'nav.audit',
        permission: 'audit.read',
        icon: ScrollIcon,
      },
      {
        href: paths.outbox.getHref(),
        labelKey: 'nav.outbox',
        permission: 'outbox.read',
        icon: MailIcon,
      },
      {
        href: paths.staff.getHref(),
        labelKey: 'nav.staff',
        permission: 'staff.manage',
        icon: ShieldCheckIcon,
      },
      {
        href: paths.account.getHref(),
        labelKey: 'nav.account',
        permission: null,
        icon: UserIcon,
      },
    ],
  },
];

const isAllowed = (permissions: readonly Permission[], item: { permission: Permission | null }) =>
  item.permission === null || permissions.includes(item.permission);

export const visibleGroups = (permissions: readonly Permission[]): NavGroup[] =>
  NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => isAllowed(permissions, item)),
  })).filter((group) => group.items.length > 0);

export interface DashboardTile extends Omit<NavItem, 'labelKey'> {
  labelKey:
    | 'nav.members'
    | 'nav.finance'
    | 'nav.games'
    | 'content.nav.group'
    | 'nav.settings'
    | 'nav.audit'
    | 'nav.outbox'
    | 'nav.staff'
    | 'nav.account';
  descriptionKey:
    | 'dashboard.members'
    | 'dashboard.finance'
    | 'dashboard.games'
    | 'content.dashboard'
    | 'dashboard.settings'
    | 'dashboard.audit'
    | 'dashboard.outbox'
    | 'dashboard.staff'
    | 'dashboard.account';
}

/** The dashboard's sections: one tile per area, settings as one. */
const DASHBOARD_TILES: readonly DashboardTile[] = [
  {
    href: paths.members.getHref(),
    labelKey: 'nav.members',
    descriptionKey: 'dashboard.members',
    permission: 'members.read',
    icon: UsersIcon,
  },
  {
    href: paths.finance.deposits.getHref(),
    labelKey: 'nav.finance',
    descriptionKey: 'dashboard.finance',
    permission: 'finance.read',
    icon: WalletIcon,
  },
  {
    href: paths.games.vendors.getHref(),
    labelKey: 'nav.games',
    descriptionKey: 'dashboard.games',
    permission: 'games.read',
    icon: GamepadIcon,
  },
  {
    href: paths.banners.getHref(),
    labelKey: 'content.nav.group',
    descriptionKey: 'content.dashboard',
    permission: 'content.read',
    icon: ImageIcon,
  },
  {
    href: paths.settings.status.getHref(),
    labelKey: 'nav.settings',
    descriptionKey: 'dashboard.settings',
    permission: 'settings.read',
    icon: SlidersIcon,
  },
  {
    href: paths.audit.getHref(),
    labelKey: 'nav.audit',
    descriptionKey: 'dashboard.audit',
    permission: 'audit.read',
    icon: ScrollIcon,
  },
  {
    href: paths.outbox.getHref(),
    labelKey: 'nav.outbox',
    descriptionKey: 'dashboard.outbox',
    permission: 'outbox.read',
    icon: MailIcon,
  },
  {
    href: paths.staff.getHref(),
    labelKey: 'nav.staff',
    descriptionKey: 'dashboard.staff',
    permission: 'staff.manage',
    icon: ShieldCheckIcon,
  },
  {
    href: paths.account.getHref(),
    labelKey: 'nav.account',
    descriptionKey: 'dashboard.account',
    permission: null,
    icon: UserIcon,
  },
];

export const visibleTiles = (permissions: readonly Permission[]): DashboardTile[] =>
  DASHBOARD_TILES.filter((tile) => isAllowed(permissions, tile));
