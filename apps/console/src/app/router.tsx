import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Permission } from '@platform/contract';
import { env } from '../shared/config/env.ts';
import { paths } from '../shared/config/paths.ts';
import { PageLoader } from '@platform/ui/spinner.tsx';
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
              Component: (await import('../features/auth/components/account-page.tsx')).AccountPage,
            }),
          },
          permitted('members.read', [
            {
              path: paths.members.path,
              lazy: async () => ({
                Component: (await import('../features/members/components/members-page.tsx')).MembersPage,
              }),
            },
            {
              path: paths.member.path,
              lazy: async () => ({
                Component: (await import('../features/members/components/member-page.tsx')).MemberPage,
              }),
            },
          ]),
          permitted('finance.read', [
            {
              path: paths.finance.deposits.path,
              lazy: async () => ({
                Component: (await import('../features/finance/components/deposits-page.tsx')).DepositsPage,
              }),
            },
            {
              path: paths.finance.withdrawals.path,
              lazy: async () => ({
                Component: (await import('../features/finance/components/withdrawals-page.tsx'))
                  .WithdrawalsPage,
              }),
            },
            {
              path: paths.finance.depositChannels.path,
              lazy: async () => ({
                Component: (await import('../features/finance/components/deposit-channels-page.tsx'))
                  .DepositChannelsPage,
              }),
            },
            {
              path: paths.finance.withdrawalLimits.path,
              lazy: async () => ({
                Component: (await import('../features/finance/components/withdrawal-limits-page.tsx'))
                  .WithdrawalLimitsPage,
              }),
            },
          ]),
          permitted('games.read', [
            {
              path: paths.games.vendors.path,
              lazy: async () => ({
                Component: (await import('../features/games/components/vendors-page.tsx')).VendorsPage,
              }),
            },
            {
              path: paths.games.list.path,
              lazy: async () => ({
                Component: (await import('../features/games/components/games-page.tsx')).GamesPage,
              }),
            },
          ]),
          permitted('settings.read', [
            {
              path: paths.settings.status.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/status-settings-page.tsx'))
                  .StatusSettingsPage,
              }),
            },
            {
              path: paths.settings.modules.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/modules-settings-page.tsx'))
                  .ModulesSettingsPage,
              }),
            },
            {
              path: paths.settings.register.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/register-settings-page.tsx'))
                  .RegisterSettingsPage,
              }),
            },
            {
              path: paths.settings.profile.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/profile-settings-page.tsx'))
                  .ProfileSettingsPage,
              }),
            },
            {
              path: paths.settings.site.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/site-settings-page.tsx'))
                  .SiteSettingsPage,
              }),
            },
            {
              path: paths.settings.domains.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/domains-settings-page.tsx'))
                  .DomainsSettingsPage,
              }),
            },
            {
              path: paths.settings.content.path,
              lazy: async () => ({
                Component: (await import('../features/settings/components/content-settings-page.tsx'))
                  .ContentSettingsPage,
              }),
            },
          ]),
          permitted('content.read', [
            {
              path: paths.banners.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/banners-page.tsx')).BannersPage,
              }),
            },
            {
              path: paths.notices.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/notices-page.tsx')).NoticesPage,
              }),
            },
            {
              path: paths.announcements.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/announcements-page.tsx'))
                  .AnnouncementsPage,
              }),
            },
            {
              path: paths.popups.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/popups-page.tsx')).PopupsPage,
              }),
            },
            {
              path: paths.helpArticles.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/help-articles-page.tsx'))
                  .HelpArticlesPage,
              }),
            },
            {
              path: paths.hotMatches.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/hot-matches-page.tsx'))
                  .HotMatchesPage,
              }),
            },
          ]),
          permitted('feedback.read', [
            {
              path: paths.feedback.path,
              lazy: async () => ({
                Component: (await import('../features/content/components/feedback-page.tsx')).FeedbackPage,
              }),
            },
          ]),
          permitted('audit.read', [
            {
              path: paths.audit.path,
              lazy: async () => ({
                Component: (await import('../features/audit/components/audit-page.tsx')).AuditPage,
              }),
            },
          ]),
          permitted('outbox.read', [
            {
              path: paths.outbox.path,
              lazy: async () => ({
                Component: (await import('../features/outbox/components/outbox-page.tsx')).OutboxPage,
              }),
            },
          ]),
          permitted('staff.manage', [
            {
              path: paths.staff.path,
              lazy: async () => ({
                Component: (await import('../features/staff/components/staff-page.tsx')).StaffPage,
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
