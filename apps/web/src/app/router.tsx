import type { ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { AGENT_PAGES, MEMBER_PAGES, paths } from '../shared/config/paths.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { RequireAgent, RequireMember, RequireSession } from './guards.tsx';
import { AuthRoute } from './routes/auth-route.tsx';
import { HelpRoute } from './routes/help.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { ShortcutRoute } from './routes/shortcut.tsx';
import { GAME_SHORTCUTS } from '@platform/contract';
import { withTexts } from '../i18n/index.ts';
import { lazyRoute, RouteErrorBoundary } from './lazy-route.tsx';
import { ticketsTexts } from '../features/tickets/i18n/texts.ts';
import { pointMallTexts } from '../features/point-mall/i18n/texts.ts';
import { pointsTexts } from '../features/points/i18n/texts.ts';
import { agentTexts } from '../features/agent/i18n/texts.ts';
import { authTexts } from '../features/auth/i18n/texts.ts';
import { betsTexts } from '../features/bets/i18n/texts.ts';
import { rebateTexts } from '../features/rebate/i18n/texts.ts';
import { referralTexts } from '../features/referral/i18n/texts.ts';
import { vipTexts } from '../features/vip/i18n/texts.ts';
import { depositTexts } from '../features/deposit/i18n/texts.ts';
import { gamesTexts } from '../features/games/i18n/texts.ts';
import { liveTexts } from '../features/live/i18n/texts.ts';
import { lotteryTexts } from '../features/lottery/i18n/texts.ts';
import { memberTexts } from '../features/member/i18n/texts.ts';
import { messagesTexts } from '../features/messages/i18n/texts.ts';
import { siteTexts } from '../features/site/i18n/texts.ts';
import { walletTexts } from '../features/wallet/i18n/texts.ts';
import { downlinesTexts } from '../features/downlines/i18n/texts.ts';
import { withdrawalTexts } from '../features/withdrawal/i18n/texts.ts';
import { rewardTexts } from '../features/rewards/i18n/texts.ts';
import { rewardTaskTexts } from '../features/reward-tasks/i18n/texts.ts';
import { agentCentreTexts } from '../features/agent-centre/i18n/texts.ts';
import { teamTransferTexts } from '../features/team-transfers/i18n/texts.ts';
import { contractsTexts } from '../features/contracts/i18n/texts.ts';
import { promotionsTexts } from '../features/promotions/i18n/texts.ts';
import { missionsTexts } from '../features/missions/i18n/texts.ts';
import { ACCOUNT_LISTS, GAME_CENTRES, LIST_CENTRES } from '../features/games/lib/lobby-pages.ts';

/** A screen from its own chunk, its texts added in the language shown (`lazyRoute`). */
const page = (load: () => Promise<ComponentType>) => {
  const Page = lazyRoute(load);
  return <Page />;
};

const GameListCenterRoute = lazyRoute(
  async () => (await withTexts(import('./routes/game-list-center.tsx'), gamesTexts)).GameListCenterRoute,
);
const LiveCenterRoute = lazyRoute(
  async () => (await withTexts(import('./routes/live-center.tsx'), gamesTexts, liveTexts)).LiveCenterRoute,
);
const GameCenterRoute = lazyRoute(
  async () => (await withTexts(import('./routes/game-center.tsx'), gamesTexts)).GameCenterRoute,
);
/** Lottery is one of the spec's lazy screens: the lobby and the games it opens, one screen. */
const LotteryRoute = lazyRoute(
  async () => (await withTexts(import('./routes/lottery.tsx'), gamesTexts, lotteryTexts)).LotteryRoute,
);
const AccountGameRoute = lazyRoute(
  async () => (await withTexts(import('./routes/account-game.tsx'), gamesTexts)).AccountGameRoute,
);

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      // The home page is in the first load: the first render is the page itself. The visitor's
      // notices come with the page's boot data; others ask as the page renders.
      { index: true, element: <HomeRoute /> },
      ...paths.homeAliases.map((path) => ({ path, element: <HomeRoute /> })),
      { path: paths.login.path, element: <AuthRoute view="login" /> },
      { path: paths.register.path, element: <AuthRoute view="register" /> },
      {
        path: paths.resetPassword.path,
        element: page(
          async () => (await withTexts(import('./routes/reset-password.tsx'), authTexts)).ResetPasswordRoute,
        ),
      },
      {
        path: paths.oauth.path,
        element: page(async () => (await withTexts(import('./routes/oauth.tsx'), authTexts)).OAuthRoute),
      },
      {
        path: paths.member.path,
        element: <RequireMember />,
        children: [
          {
            index: true,
            // MemberCenter is one of the spec's lazy screens.
            element: page(
              async () =>
                (await withTexts(import('./routes/member-center.tsx'), memberTexts, walletTexts))
                  .MemberCenterRoute,
            ),
          },
          {
            // The member pages' navigation loads with the first member page, not with the home page.
            element: page(async () => (await import('./layouts/member-pages-layout.tsx')).MemberPagesLayout),
            children: [
              {
                path: MEMBER_PAGES.deposit,
                element: page(
                  async () => (await withTexts(import('./routes/deposit.tsx'), depositTexts)).DepositRoute,
                ),
              },
              {
                path: MEMBER_PAGES.withdraw,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/withdraw.tsx'), withdrawalTexts, rewardTexts))
                      .WithdrawRoute,
                ),
              },
              {
                path: MEMBER_PAGES.rewardCenter,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/reward-center.tsx'), rewardTexts, rewardTaskTexts))
                      .RewardCenterRoute,
                ),
              },
              {
                path: MEMBER_PAGES.transferFund,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/transfer-fund.tsx'), walletTexts)).TransferFundRoute,
                ),
              },
              {
                path: MEMBER_PAGES.transferUpline,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/transfer-upline.tsx'), teamTransferTexts))
                      .TransferUplineRoute,
                ),
              },
              {
                path: MEMBER_PAGES.transactionHistory,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/transaction-history.tsx'), walletTexts))
                      .TransactionHistoryRoute,
                ),
              },
              {
                path: MEMBER_PAGES.bettingRecord,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/betting-record.tsx'), betsTexts)).BettingRecordRoute,
                ),
              },
              {
                path: MEMBER_PAGES.profit,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/personal-profit.tsx'), betsTexts)).PersonalProfitRoute,
                ),
              },
              {
                path: MEMBER_PAGES.vip,
                element: page(async () => (await withTexts(import('./routes/vip.tsx'), vipTexts)).VipRoute),
              },
              {
                path: MEMBER_PAGES.manualRebate,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/manual-rebate.tsx'), rebateTexts)).ManualRebateRoute,
                ),
              },
              {
                path: MEMBER_PAGES.referral,
                element: page(
                  async () => (await withTexts(import('./routes/referral.tsx'), referralTexts)).ReferralRoute,
                ),
              },
              {
                path: MEMBER_PAGES.bonusDetails,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/bonus-details.tsx'), rebateTexts)).BonusDetailsRoute,
                ),
              },
              {
                path: MEMBER_PAGES.securityCenter,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/security-center.tsx'), authTexts, memberTexts))
                      .SecurityCenterRoute,
                ),
              },
              {
                path: MEMBER_PAGES.feedback,
                element: page(
                  async () => (await withTexts(import('./routes/feedback.tsx'), messagesTexts)).FeedbackRoute,
                ),
              },
              {
                path: MEMBER_PAGES.missionLeaderboard,
                element: page(
                  async () =>
                    (await withTexts(import('./routes/mission-leaderboard.tsx'), missionsTexts))
                      .MissionLeaderboardRoute,
                ),
              },
              {
                path: MEMBER_PAGES.inbox,
                element: page(
                  async () => (await withTexts(import('./routes/inbox.tsx'), messagesTexts)).InboxRoute,
                ),
              },
              {
                path: MEMBER_PAGES.tickets,
                element: page(
                  async () => (await withTexts(import('./routes/tickets.tsx'), ticketsTexts)).TicketsRoute,
                ),
              },
            ],
          },
        ],
      },
      ...LIST_CENTRES.map((centre) => ({
        path: centre.path,
        element:
          centre.menu === 'LIVE' ? (
            <LiveCenterRoute key={centre.path} centre={centre} />
          ) : (
            <GameListCenterRoute key={centre.path} centre={centre} />
          ),
      })),
      ...GAME_CENTRES.map((centre) => ({
        path: centre.path,
        element: <GameCenterRoute key={centre.path} centre={centre} />,
      })),
      ...ACCOUNT_LISTS.filter(({ needsLogin }) => !needsLogin).map(({ path, list }) => ({
        path,
        element: <AccountGameRoute key={path} list={list} />,
      })),
      {
        // Favourites and recent games: a visitor is sent to the login popup, a trial account refused.
        element: <RequireMember />,
        children: ACCOUNT_LISTS.filter(({ needsLogin }) => needsLogin).map(({ path, list }) => ({
          path,
          element: <AccountGameRoute key={path} list={list} />,
        })),
      },
      ...GAME_SHORTCUTS.map((shortcut) => ({
        path: `/${shortcut}`,
        element: <ShortcutRoute key={shortcut} shortcut={shortcut} />,
      })),
      { path: paths.help.path, element: <HelpRoute /> },
      {
        // Download is one of the spec's lazy screens.
        path: paths.download.path,
        element: page(
          async () => (await withTexts(import('./routes/download.tsx'), siteTexts)).DownloadRoute,
        ),
      },
      {
        path: paths.mirror.path,
        element: page(async () => (await withTexts(import('./routes/mirror.tsx'), siteTexts)).MirrorRoute),
      },
      {
        // Promotions is one of the spec's lazy screens.
        path: paths.promotions.path,
        element: page(
          async () => (await withTexts(import('./routes/promotions.tsx'), promotionsTexts)).PromotionsRoute,
        ),
      },
      {
        // The points mall is one of the spec's lazy screens; its points are a real member's.
        element: <RequireMember />,
        children: [
          {
            path: paths.pointMall.path,
            element: page(
              async () =>
                (await withTexts(import('./routes/point-mall.tsx'), pointMallTexts, pointsTexts))
                  .PointMallRoute,
            ),
          },
        ],
      },
      {
        // The lottery pages need a stored session token, else /login (spec section 2).
        element: <RequireSession />,
        children: [
          paths.lottery.path,
          ...paths.lotteryAliases,
          paths.seaLottery.path,
          paths.vnLottery.path,
        ].map((path) => ({ path, element: <LotteryRoute /> })),
      },
      {
        path: paths.seamless.path,
        element: page(
          async () => (await withTexts(import('./routes/seamless.tsx'), gamesTexts)).SeamlessRoute,
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    // The stand-alone help page: no side menu, header or footer.
    path: paths.helpMc.path,
    element: page(async () => (await import('./routes/help-mc.tsx')).HelpMcRoute),
  },
  {
    // The menu's texts and its inbox badge's come with the layout.
    element: page(
      async () =>
        (await withTexts(import('./layouts/agent-layout.tsx'), agentCentreTexts, messagesTexts)).AgentLayout,
    ),
    children: [
      {
        // The agent screens carry their own login form: not part of a visitor's first load.
        path: paths.agent.path,
        element: page(async () => (await import('./routes/agent-landing.tsx')).AgentLandingRoute),
      },
      {
        path: paths.agentHome.path,
        element: <RequireAgent />,
        children: [
          {
            index: true,
            element: page(async () => (await import('./routes/agent-home.tsx')).AgentHomeRoute),
          },
          {
            // The member centre's deposit, withdraw, account details and inbox, in the agent layout.
            path: AGENT_PAGES.deposit,
            element: page(
              async () => (await withTexts(import('./routes/deposit.tsx'), depositTexts)).DepositRoute,
            ),
          },
          {
            path: AGENT_PAGES.withdraw,
            element: page(
              async () =>
                (await withTexts(import('./routes/withdraw.tsx'), withdrawalTexts, rewardTexts))
                  .WithdrawRoute,
            ),
          },
          {
            path: AGENT_PAGES.announcements,
            element: page(
              async () => (await import('./routes/agent-announcements.tsx')).AgentAnnouncementsRoute,
            ),
          },
          {
            path: AGENT_PAGES.accountDetails,
            element: page(
              async () =>
                (await withTexts(import('./routes/transaction-history.tsx'), walletTexts))
                  .TransactionHistoryRoute,
            ),
          },
          {
            path: AGENT_PAGES.inbox,
            element: page(async () => (await import('./routes/inbox.tsx')).InboxRoute),
          },
          {
            path: AGENT_PAGES.registerCenter,
            element: page(
              async () =>
                (await withTexts(import('./routes/register-center.tsx'), downlinesTexts)).RegisterCenterRoute,
            ),
          },
          {
            path: AGENT_PAGES.teamManagement,
            element: page(
              async () =>
                (
                  await withTexts(
                    import('./routes/downline-management.tsx'),
                    downlinesTexts,
                    teamTransferTexts,
                  )
                ).DownlineManagementRoute,
            ),
          },
          {
            path: AGENT_PAGES.income,
            element: page(
              async () => (await withTexts(import('./routes/agent-income.tsx'), agentTexts)).AgentIncomeRoute,
            ),
          },
          {
            path: AGENT_PAGES.teamTransactions,
            element: page(
              async () =>
                (await withTexts(import('./routes/agent-team-transactions.tsx'), agentTexts))
                  .AgentTeamTransactionsRoute,
            ),
          },
          {
            path: AGENT_PAGES.teamOverview,
            element: page(
              async () =>
                (await withTexts(import('./routes/agent-team-overview.tsx'), agentTexts))
                  .AgentTeamOverviewRoute,
            ),
          },
          {
            path: AGENT_PAGES.teamBetting,
            element: page(
              async () =>
                (await withTexts(import('./routes/agent-team-betting.tsx'), betsTexts, agentTexts))
                  .AgentTeamBettingRoute,
            ),
          },
          {
            path: AGENT_PAGES.profitAndLoss,
            element: page(
              async () =>
                (await withTexts(import('./routes/agent-profit-loss.tsx'), agentTexts)).AgentProfitLossRoute,
            ),
          },
          ...(
            [
              [AGENT_PAGES.dividendRecord, 'AgentDividendRecordRoute'],
              [AGENT_PAGES.dailyWages, 'AgentDailyWagesRoute'],
              [AGENT_PAGES.hourlySalary, 'AgentHourSalaryRoute'],
              [AGENT_PAGES.realtimeSalary, 'AgentRealtimeSalaryRoute'],
            ] as const
          ).map(([path, name]) => ({
            path,
            element: page(
              async () => (await withTexts(import('./routes/agent-contracts.tsx'), contractsTexts))[name],
            ),
          })),
          // A page the centre does not have: inside the layout.
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/**
 * The app's pages for the address shown, inside `BrowserRouter` (status-gate.tsx). The declarative
 * router: the data router's `createBrowserRouter` (loaders, actions, fetchers, its own lazy routes)
 * would add about 16 KB gzipped to the first load for nothing the app uses. A page that fails
 * shows `RouteError` inside its layout (`RouteOutlet`); a layout that fails, over the whole window.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname} isFullPage>
      {useRoutes(routes)}
    </RouteErrorBoundary>
  );
}
