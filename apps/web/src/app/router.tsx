import { createBrowserRouter, type RouteObject } from 'react-router';
import { AGENT_PAGES, MEMBER_PAGES, paths } from '../shared/config/paths.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { RequireAgent, RequireMember } from './guards.tsx';
import { AuthRoute } from './routes/auth-route.tsx';
import { HelpRoute } from './routes/help.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { ShortcutRoute } from './routes/shortcut.tsx';
import { GAME_SHORTCUTS } from '@platform/contract';
import { RouteError } from './routes/route-error.tsx';
import { withTexts } from '../i18n/index.ts';
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

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      // No loaders on the home paths: the router is ready at once, so the first render is the page
      // itself. The visitor's notices come with the page's boot data; others ask as the page renders.
      { index: true, element: <HomeRoute /> },
      ...paths.homeAliases.map((path) => ({ path, element: <HomeRoute /> })),
      { path: paths.login.path, element: <AuthRoute view="login" /> },
      { path: paths.register.path, element: <AuthRoute view="register" /> },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({
          Component: (await withTexts(import('./routes/reset-password.tsx'), authTexts)).ResetPasswordRoute,
        }),
      },
      {
        path: paths.oauth.path,
        lazy: async () => ({
          Component: (await withTexts(import('./routes/oauth.tsx'), authTexts)).OAuthRoute,
        }),
      },
      {
        path: paths.member.path,
        element: <RequireMember />,
        children: [
          {
            index: true,
            // MemberCenter is one of the spec's lazy screens.
            lazy: async () => ({
              Component: (await withTexts(import('./routes/member-center.tsx'), memberTexts, walletTexts))
                .MemberCenterRoute,
            }),
          },
          {
            // The member pages' navigation loads with the first member page, not with the home page.
            lazy: async () => ({
              Component: (await import('./layouts/member-pages-layout.tsx')).MemberPagesLayout,
            }),
            children: [
              {
                path: MEMBER_PAGES.deposit,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/deposit.tsx'), depositTexts)).DepositRoute,
                }),
              },
              {
                path: MEMBER_PAGES.withdraw,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/withdraw.tsx'), withdrawalTexts, rewardTexts))
                    .WithdrawRoute,
                }),
              },
              {
                path: MEMBER_PAGES.rewardCenter,
                lazy: async () => ({
                  Component: (
                    await withTexts(import('./routes/reward-center.tsx'), rewardTexts, rewardTaskTexts)
                  ).RewardCenterRoute,
                }),
              },
              {
                path: MEMBER_PAGES.transferFund,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/transfer-fund.tsx'), walletTexts))
                    .TransferFundRoute,
                }),
              },
              {
                path: MEMBER_PAGES.transferUpline,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/transfer-upline.tsx'), teamTransferTexts))
                    .TransferUplineRoute,
                }),
              },
              {
                path: MEMBER_PAGES.transactionHistory,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/transaction-history.tsx'), walletTexts))
                    .TransactionHistoryRoute,
                }),
              },
              {
                path: MEMBER_PAGES.bettingRecord,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/betting-record.tsx'), betsTexts))
                    .BettingRecordRoute,
                }),
              },
              {
                path: MEMBER_PAGES.profit,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/personal-profit.tsx'), betsTexts))
                    .PersonalProfitRoute,
                }),
              },
              {
                path: MEMBER_PAGES.vip,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/vip.tsx'), vipTexts)).VipRoute,
                }),
              },
              {
                path: MEMBER_PAGES.manualRebate,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/manual-rebate.tsx'), rebateTexts))
                    .ManualRebateRoute,
                }),
              },
              {
                path: MEMBER_PAGES.referral,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/referral.tsx'), referralTexts)).ReferralRoute,
                }),
              },
              {
                path: MEMBER_PAGES.bonusDetails,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/bonus-details.tsx'), rebateTexts))
                    .BonusDetailsRoute,
                }),
              },
              {
                path: MEMBER_PAGES.securityCenter,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/security-center.tsx'), authTexts, memberTexts))
                    .SecurityCenterRoute,
                }),
              },
              {
                path: MEMBER_PAGES.feedback,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/feedback.tsx'), messagesTexts)).FeedbackRoute,
                }),
              },
              {
                path: MEMBER_PAGES.missionLeaderboard,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/mission-leaderboard.tsx'), missionsTexts))
                    .MissionLeaderboardRoute,
                }),
              },
              {
                path: MEMBER_PAGES.inbox,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/inbox.tsx'), messagesTexts)).InboxRoute,
                }),
              },
              {
                path: MEMBER_PAGES.tickets,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/tickets.tsx'), ticketsTexts)).TicketsRoute,
                }),
              },
            ],
          },
        ],
      },
      ...LIST_CENTRES.map((centre) => ({
        path: centre.path,
        lazy: async () => {
          const { GameListCenterRoute } = await withTexts(
            import('./routes/game-list-center.tsx'),
            gamesTexts,
          );
          return { element: <GameListCenterRoute key={centre.path} centre={centre} /> };
        },
      })),
      ...GAME_CENTRES.map((centre) => ({
        path: centre.path,
        lazy: async () => {
          const { GameCenterRoute } = await withTexts(import('./routes/game-center.tsx'), gamesTexts);
          return { element: <GameCenterRoute key={centre.path} centre={centre} /> };
        },
      })),
      ...ACCOUNT_LISTS.filter(({ needsLogin }) => !needsLogin).map(({ path, list }) => ({
        path,
        lazy: async () => {
          const { AccountGameRoute } = await withTexts(import('./routes/account-game.tsx'), gamesTexts);
          return { element: <AccountGameRoute key={path} list={list} /> };
        },
      })),
      {
        // Favourites and recent games: a visitor is sent to the login popup, a trial account refused.
        element: <RequireMember />,
        children: ACCOUNT_LISTS.filter(({ needsLogin }) => needsLogin).map(({ path, list }) => ({
          path,
          lazy: async () => {
            const { AccountGameRoute } = await withTexts(import('./routes/account-game.tsx'), gamesTexts);
            return { element: <AccountGameRoute key={path} list={list} /> };
          },
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
        lazy: async () => ({
          Component: (await withTexts(import('./routes/download.tsx'), siteTexts)).DownloadRoute,
        }),
      },
      {
        path: paths.mirror.path,
        lazy: async () => ({
          Component: (await withTexts(import('./routes/mirror.tsx'), siteTexts)).MirrorRoute,
        }),
      },
      {
        // Promotions is one of the spec's lazy screens.
        path: paths.promotions.path,
        lazy: async () => ({
          Component: (await withTexts(import('./routes/promotions.tsx'), promotionsTexts)).PromotionsRoute,
        }),
      },
      {
        // The points mall is one of the spec's lazy screens; its points are a real member's.
        element: <RequireMember />,
        children: [
          {
            path: paths.pointMall.path,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/point-mall.tsx'), pointMallTexts, pointsTexts))
                .PointMallRoute,
            }),
          },
        ],
      },
      {
        path: paths.seamless.path,
        lazy: async () => ({
          Component: (await withTexts(import('./routes/seamless.tsx'), gamesTexts)).SeamlessRoute,
        }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    // The stand-alone help page: no side menu, header or footer.
    path: paths.helpMc.path,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/help-mc.tsx')).HelpMcRoute }),
  },
  {
    // The menu's texts and its inbox badge's come with the layout.
    lazy: async () => ({
      Component: (await withTexts(import('./layouts/agent-layout.tsx'), agentCentreTexts, messagesTexts))
        .AgentLayout,
    }),
    errorElement: <RouteError />,
    children: [
      {
        // The agent screens carry their own login form: not part of a visitor's first load.
        path: paths.agent.path,
        lazy: async () => ({ Component: (await import('./routes/agent-landing.tsx')).AgentLandingRoute }),
      },
      {
        path: paths.agentHome.path,
        element: <RequireAgent />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/agent-home.tsx')).AgentHomeRoute }),
          },
          {
            // The member centre's deposit, withdraw, account details and inbox, in the agent layout.
            path: AGENT_PAGES.deposit,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/deposit.tsx'), depositTexts)).DepositRoute,
            }),
          },
          {
            path: AGENT_PAGES.withdraw,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/withdraw.tsx'), withdrawalTexts, rewardTexts))
                .WithdrawRoute,
            }),
          },
          {
            path: AGENT_PAGES.announcements,
            lazy: async () => ({
              Component: (await import('./routes/agent-announcements.tsx')).AgentAnnouncementsRoute,
            }),
          },
          {
            path: AGENT_PAGES.accountDetails,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/transaction-history.tsx'), walletTexts))
                .TransactionHistoryRoute,
            }),
          },
          {
            path: AGENT_PAGES.inbox,
            lazy: async () => ({
              Component: (await import('./routes/inbox.tsx')).InboxRoute,
            }),
          },
          {
            path: AGENT_PAGES.registerCenter,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/register-center.tsx'), downlinesTexts))
                .RegisterCenterRoute,
            }),
          },
          {
            path: AGENT_PAGES.teamManagement,
            lazy: async () => ({
              Component: (
                await withTexts(import('./routes/downline-management.tsx'), downlinesTexts, teamTransferTexts)
              ).DownlineManagementRoute,
            }),
          },
          {
            path: AGENT_PAGES.income,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/agent-income.tsx'), agentTexts)).AgentIncomeRoute,
            }),
          },
          {
            path: AGENT_PAGES.teamTransactions,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/agent-team-transactions.tsx'), agentTexts))
                .AgentTeamTransactionsRoute,
            }),
          },
          {
            path: AGENT_PAGES.teamOverview,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/agent-team-overview.tsx'), agentTexts))
                .AgentTeamOverviewRoute,
            }),
          },
          {
            path: AGENT_PAGES.teamBetting,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/agent-team-betting.tsx'), betsTexts, agentTexts))
                .AgentTeamBettingRoute,
            }),
          },
          {
            path: AGENT_PAGES.profitAndLoss,
            lazy: async () => ({
              Component: (await withTexts(import('./routes/agent-profit-loss.tsx'), agentTexts))
                .AgentProfitLossRoute,
            }),
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
            lazy: async () => ({
              Component: (await withTexts(import('./routes/agent-contracts.tsx'), contractsTexts))[name],
            }),
          })),
          // A page the centre does not have: inside the layout.
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/** The app's router: made once at start-up (main.tsx), as its own turn of the main thread. */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
