import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Permission } from '@platform/contract';
import { env } from '../shared/config/env.ts';
import { paths } from '../shared/config/paths.ts';
import { PageLoader } from '@platform/ui/spinner.tsx';
import { withTexts } from '../i18n/index.ts';
import { auditTexts } from '../features/audit/i18n/texts.ts';
import { authTexts } from '../features/auth/i18n/texts.ts';
import { contentTexts } from '../features/content/i18n/texts.ts';
import { financeTexts } from '../features/finance/i18n/texts.ts';
import { gamesTexts } from '../features/games/i18n/texts.ts';
import { membersTexts } from '../features/members/i18n/texts.ts';
import { outboxTexts } from '../features/outbox/i18n/texts.ts';
import { settingsTexts } from '../features/settings/i18n/texts.ts';
import { staffTexts } from '../features/staff/i18n/texts.ts';
import { agentsTexts } from '../features/agents/i18n/texts.ts';
import { contractsTexts } from '../features/contracts/i18n/texts.ts';
import { promotionsTexts } from '../features/promotions/i18n/texts.ts';
import { missionsTexts } from '../features/missions/i18n/texts.ts';
import { rewardsTexts } from '../features/rewards/i18n/texts.ts';
import { ticketsTexts } from '../features/tickets/i18n/texts.ts';
import { pointMallTexts } from '../features/point-mall/i18n/texts.ts';
import { rewardTasksTexts } from '../features/reward-tasks/i18n/texts.ts';
import { rebateTexts } from '../features/rebate/i18n/texts.ts';
import { referralTexts } from '../features/referral/i18n/texts.ts';
import { vipTexts } from '../features/vip/i18n/texts.ts';
import { pointsSettingsTexts } from '../features/points-settings/i18n/texts.ts';
import { lotteryTexts } from '../features/lottery/i18n/texts.ts';
import { RequirePermission, RequireSession } from './guards.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { LoginRoute } from './routes/login.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Pages behind one permission; a page the role lacks renders the 403 page instead. */
const permitted = (permission: Permission, children: RouteObject[]): RouteObject => ({
  element: <RequirePermission permission={permission} />,
  children,
});

// Each area is its own chunk: the login page loads none of them.
const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <DashboardRoute /> },
          {
            path: paths.account.path,
            lazy: async () => ({
              Component: (await withTexts(import('../features/auth/components/account-page.tsx'), authTexts))
                .AccountPage,
            }),
          },
          permitted('members.read', [
            {
              path: paths.members.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/members/components/members-page.tsx'), membersTexts)
                ).MembersPage,
              }),
            },
            {
              path: paths.member.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/members/components/member-page.tsx'), membersTexts)
                ).MemberPage,
              }),
            },
          ]),
          permitted('members.read', [
            {
              path: paths.agents.tree.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/agents/components/agent-tree-page.tsx'), agentsTexts)
                ).AgentTreePage,
              }),
            },
          ]),
          permitted('settings.read', [
            {
              path: paths.agents.policy.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/agents/components/agent-policy-page.tsx'), agentsTexts)
                ).AgentPolicyPage,
              }),
            },
          ]),
          permitted('finance.read', [
            {
              path: paths.agents.transfers.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/agents/components/agent-transfers-page.tsx'),
                    agentsTexts,
                  )
                ).AgentTransfersPage,
              }),
            },
          ]),
          permitted('lottery.read', [
            {
              path: paths.lottery.draws.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/lottery/components/draws-page.tsx'), lotteryTexts)
                ).DrawsPage,
              }),
            },
            {
              path: paths.lottery.settings.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/lottery/components/settings-page.tsx'), lotteryTexts)
                ).SettingsPage,
              }),
            },
            {
              path: paths.lottery.exposure.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/lottery/components/exposure-page.tsx'), lotteryTexts)
                ).ExposurePage,
              }),
            },
            {
              path: paths.lottery.report.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/lottery/components/report-page.tsx'), lotteryTexts)
                ).ReportPage,
              }),
            },
          ]),
          permitted('rewards.read', [
            {
              path: paths.promotions.list.path,
              lazy: async () => ({
                Component: (await withTexts(import('./routes/promotions.tsx'), promotionsTexts, contentTexts))
                  .PromotionsRoute,
              }),
            },
            {
              path: paths.promotions.applications.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/promotions/components/applications-page.tsx'),
                    promotionsTexts,
                  )
                ).ApplicationsPage,
              }),
            },
            {
              path: paths.rewards.list.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/rewards/components/rewards-page.tsx'),
                    rewardsTexts,
                    promotionsTexts,
                  )
                ).RewardsPage,
              }),
            },
            {
              path: paths.rewards.turnover.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/rewards/components/turnover-page.tsx'), rewardsTexts)
                ).TurnoverPage,
              }),
            },
            {
              path: paths.rewards.cost.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/rewards/components/cost-page.tsx'), rewardsTexts)
                ).CostPage,
              }),
            },
            {
              path: paths.tickets.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/tickets/components/tickets-admin-page.tsx'),
                    ticketsTexts,
                  )
                ).TicketsAdminPage,
              }),
            },
            {
              path: paths.pointMall.path,
              lazy: async () => ({
                Component: (await withTexts(import('./routes/point-mall.tsx'), pointMallTexts, contentTexts))
                  .PointMallRoute,
              }),
            },
          ]),
          permitted('members.read', [
            {
              path: paths.contracts.list.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/contracts/components/contracts-page.tsx'),
                    contractsTexts,
                  )
                ).ContractsPage,
              }),
            },
          ]),
          permitted('rewards.read', [
            {
              path: paths.missions.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/missions/components/missions-page.tsx'), missionsTexts)
                ).MissionsPage,
              }),
            },
            {
              path: paths.rewardTasks.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/reward-tasks/components/reward-tasks-page.tsx'),
                    rewardTasksTexts,
                  )
                ).RewardTasksPage,
              }),
            },
            {
              path: paths.pointsRates.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/points-settings/components/points-rates-page.tsx'),
                    pointsSettingsTexts,
                  )
                ).PointsRatesPage,
              }),
            },
            {
              path: paths.rebate.settings.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/rebate/components/rebate-settings-page.tsx'),
                    rebateTexts,
                  )
                ).RebateSettingsPage,
              }),
            },
            {
              path: paths.vip.ranks.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/vip/components/vip-ranks-page.tsx'), vipTexts)
                ).VipRanksPage,
              }),
            },
            {
              path: paths.vip.changes.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/vip/components/vip-changes-page.tsx'), vipTexts)
                ).VipChangesPage,
              }),
            },
            {
              path: paths.referral.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/referral/components/referral-page.tsx'), referralTexts)
                ).ReferralAdminPage,
              }),
            },
            {
              path: paths.rebate.report.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/rebate/components/rebate-report-page.tsx'), rebateTexts)
                ).RebateReportPage,
              }),
            },
            {
              path: paths.rebate.claims.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/rebate/components/rebate-claims-page.tsx'), rebateTexts)
                ).RebateClaimsPage,
              }),
            },
          ]),
          permitted('settings.read', [
            {
              path: paths.contracts.policies.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/contracts/components/contract-policies-page.tsx'),
                    contractsTexts,
                  )
                ).ContractPoliciesPage,
              }),
            },
          ]),
          permitted('finance.read', [
            {
              path: paths.contracts.runs.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/contracts/components/settlement-runs-page.tsx'),
                    contractsTexts,
                  )
                ).SettlementRunsPage,
              }),
            },
            {
              path: paths.contracts.settlements.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/contracts/components/settlements-page.tsx'),
                    contractsTexts,
                  )
                ).SettlementsPage,
              }),
            },
          ]),
          permitted('finance.read', [
            {
              path: paths.finance.deposits.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/finance/components/deposits-page.tsx'), financeTexts)
                ).DepositsPage,
              }),
            },
            {
              path: paths.finance.withdrawals.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/finance/components/withdrawals-page.tsx'), financeTexts)
                ).WithdrawalsPage,
              }),
            },
            {
              path: paths.finance.depositChannels.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/finance/components/deposit-channels-page.tsx'),
                    financeTexts,
                  )
                ).DepositChannelsPage,
              }),
            },
            {
              path: paths.finance.withdrawalLimits.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/finance/components/withdrawal-limits-page.tsx'),
                    financeTexts,
                  )
                ).WithdrawalLimitsPage,
              }),
            },
          ]),
          permitted('games.read', [
            {
              path: paths.games.vendors.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/games/components/vendors-page.tsx'), gamesTexts)
                ).VendorsPage,
              }),
            },
            {
              path: paths.games.list.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/games/components/games-page.tsx'), gamesTexts)
                ).GamesPage,
              }),
            },
          ]),
          permitted('settings.read', [
            {
              path: paths.settings.status.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/status-settings-page.tsx'),
                    settingsTexts,
                  )
                ).StatusSettingsPage,
              }),
            },
            {
              path: paths.settings.modules.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/modules-settings-page.tsx'),
                    settingsTexts,
                  )
                ).ModulesSettingsPage,
              }),
            },
            {
              path: paths.settings.register.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/register-settings-page.tsx'),
                    settingsTexts,
                  )
                ).RegisterSettingsPage,
              }),
            },
            {
              path: paths.settings.profile.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/profile-settings-page.tsx'),
                    settingsTexts,
                  )
                ).ProfileSettingsPage,
              }),
            },
            {
              path: paths.settings.site.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/site-settings-page.tsx'),
                    settingsTexts,
                  )
                ).SiteSettingsPage,
              }),
            },
            {
              path: paths.settings.domains.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/domains-settings-page.tsx'),
                    settingsTexts,
                  )
                ).DomainsSettingsPage,
              }),
            },
            {
              path: paths.settings.shortcuts.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/shortcuts-settings-page.tsx'),
                    settingsTexts,
                  )
                ).ShortcutsSettingsPage,
              }),
            },
            {
              path: paths.settings.resources.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/resources-settings-page.tsx'),
                    settingsTexts,
                  )
                ).ResourcesSettingsPage,
              }),
            },
            {
              path: paths.settings.memberTypes.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/member-types-settings-page.tsx'),
                    settingsTexts,
                  )
                ).MemberTypesSettingsPage,
              }),
            },
            {
              path: paths.settings.content.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/settings/components/content-settings-page.tsx'),
                    settingsTexts,
                  )
                ).ContentSettingsPage,
              }),
            },
          ]),
          permitted('content.read', [
            {
              path: paths.banners.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/content/components/banners-page.tsx'), contentTexts)
                ).BannersPage,
              }),
            },
            {
              path: paths.notices.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/content/components/notices-page.tsx'), contentTexts)
                ).NoticesPage,
              }),
            },
            {
              path: paths.announcements.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/content/components/announcements-page.tsx'),
                    contentTexts,
                  )
                ).AnnouncementsPage,
              }),
            },
            {
              path: paths.popups.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/content/components/popups-page.tsx'), contentTexts)
                ).PopupsPage,
              }),
            },
            {
              path: paths.helpArticles.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/content/components/help-articles-page.tsx'),
                    contentTexts,
                  )
                ).HelpArticlesPage,
              }),
            },
            {
              path: paths.hotMatches.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/content/components/hot-matches-page.tsx'), contentTexts)
                ).HotMatchesPage,
              }),
            },
            {
              path: paths.avatarIcons.path,
              lazy: async () => ({
                Component: (
                  await withTexts(
                    import('../features/content/components/avatar-icons-page.tsx'),
                    contentTexts,
                  )
                ).AvatarIconsPage,
              }),
            },
            {
              path: paths.liveHosts.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/content/components/live-hosts-page.tsx'), contentTexts)
                ).LiveHostsPage,
              }),
            },
          ]),
          permitted('feedback.read', [
            {
              path: paths.feedback.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/content/components/feedback-page.tsx'), contentTexts)
                ).FeedbackPage,
              }),
            },
          ]),
          permitted('audit.read', [
            {
              path: paths.audit.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/audit/components/audit-page.tsx'), auditTexts)
                ).AuditPage,
              }),
            },
          ]),
          permitted('outbox.read', [
            {
              path: paths.outbox.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/outbox/components/outbox-page.tsx'), outboxTexts)
                ).OutboxPage,
              }),
            },
          ]),
          permitted('staff.manage', [
            {
              path: paths.staff.path,
              lazy: async () => ({
                Component: (
                  await withTexts(import('../features/staff/components/staff-page.tsx'), staffTexts)
                ).StaffPage,
              }),
            },
          ]),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: env.basename });
