/** The route registry: every link and redirect takes its path from here (relative to `/console`). */
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  members: { path: '/members', getHref: (search = '') => `/members${search}` },
  member: { path: '/members/:id', getHref: (id: number) => `/members/${id}` },
  settings: {
    status: { path: '/settings/status', getHref: () => '/settings/status' },
    modules: { path: '/settings/modules', getHref: () => '/settings/modules' },
    register: { path: '/settings/register', getHref: () => '/settings/register' },
    profile: { path: '/settings/profile', getHref: () => '/settings/profile' },
    site: { path: '/settings/site', getHref: () => '/settings/site' },
    domains: { path: '/settings/domains', getHref: () => '/settings/domains' },
    shortcuts: { path: '/settings/shortcuts', getHref: () => '/settings/shortcuts' },
    resources: { path: '/settings/resources', getHref: () => '/settings/resources' },
    memberTypes: { path: '/settings/member-types', getHref: () => '/settings/member-types' },
    content: { path: '/settings/content', getHref: () => '/settings/content' },
  },
  finance: {
    deposits: { path: '/finance/deposits', getHref: (search = '') => `/finance/deposits${search}` },
    withdrawals: { path: '/finance/withdrawals', getHref: (search = '') => `/finance/withdrawals${search}` },
    depositChannels: { path: '/finance/deposit-channels', getHref: () => '/finance/deposit-channels' },
    withdrawalLimits: { path: '/finance/withdrawal-limits', getHref: () => '/finance/withdrawal-limits' },
  },
  games: {
    vendors: { path: '/games/vendors', getHref: () => '/games/vendors' },
    list: { path: '/games/list', getHref: (search = '') => `/games/list${search}` },
  },
  banners: { path: '/content/banners', getHref: () => '/content/banners' },
  notices: { path: '/content/notices', getHref: () => '/content/notices' },
  announcements: { path: '/content/announcements', getHref: () => '/content/announcements' },
  popups: { path: '/content/popups', getHref: () => '/content/popups' },
  helpArticles: { path: '/content/help', getHref: () => '/content/help' },
  hotMatches: { path: '/content/hot-matches', getHref: () => '/content/hot-matches' },
  avatarIcons: { path: '/content/avatar-icons', getHref: () => '/content/avatar-icons' },
  liveHosts: { path: '/content/live-hosts', getHref: () => '/content/live-hosts' },
  agents: {
    tree: {
      path: '/agents/tree',
      getHref: (account?: string) =>
        `/agents/tree${account ? `?account=${encodeURIComponent(account)}` : ''}`,
    },
    policy: { path: '/agents/policy', getHref: () => '/agents/policy' },
    transfers: { path: '/agents/transfers', getHref: () => '/agents/transfers' },
  },
  promotions: {
    list: { path: '/rewards/promotions', getHref: () => '/rewards/promotions' },
    applications: {
      path: '/rewards/promotion-applications',
      getHref: () => '/rewards/promotion-applications',
    },
  },
  missions: { path: '/rewards/missions', getHref: () => '/rewards/missions' },
  rewards: {
    list: { path: '/rewards/granted', getHref: () => '/rewards/granted' },
    turnover: { path: '/rewards/turnover', getHref: () => '/rewards/turnover' },
    cost: { path: '/rewards/cost', getHref: () => '/rewards/cost' },
  },
  tickets: { path: '/rewards/tickets', getHref: () => '/rewards/tickets' },
  pointMall: { path: '/rewards/points-mall', getHref: () => '/rewards/points-mall' },
  referral: { path: '/rewards/referral', getHref: () => '/rewards/referral' },
  pointsRates: { path: '/rewards/points-rates', getHref: () => '/rewards/points-rates' },
  lottery: {
    draws: { path: '/lottery/draws', getHref: () => '/lottery/draws' },
    settings: { path: '/lottery/settings', getHref: () => '/lottery/settings' },
    exposure: { path: '/lottery/exposure', getHref: () => '/lottery/exposure' },
    report: { path: '/lottery/report', getHref: () => '/lottery/report' },
  },
  vip: {
    ranks: { path: '/rewards/vip', getHref: () => '/rewards/vip' },
    changes: { path: '/rewards/vip/changes', getHref: () => '/rewards/vip/changes' },
  },
  rebate: {
    settings: { path: '/rewards/rebate', getHref: () => '/rewards/rebate' },
    report: { path: '/rewards/rebate/report', getHref: () => '/rewards/rebate/report' },
    claims: {
      path: '/rewards/rebate/claims',
      getHref: (account?: string) =>
        `/rewards/rebate/claims${account ? `?account=${encodeURIComponent(account)}` : ''}`,
    },
  },
  contracts: {
    policies: {
      path: '/contracts/policies',
      getHref: (kind?: string) => `/contracts/policies${kind ? `?kind=${kind}` : ''}`,
    },
    list: { path: '/contracts/list', getHref: () => '/contracts/list' },
    runs: {
      path: '/contracts/settlement-runs',
      getHref: (kind?: string) => `/contracts/settlement-runs${kind ? `?kind=${kind}` : ''}`,
    },
    settlements: {
      path: '/contracts/settlements',
      getHref: (filters: Record<string, string> = {}) => {
        const search = new URLSearchParams(filters).toString();
        return `/contracts/settlements${search === '' ? '' : `?${search}`}`;
      },
    },
  },
  rewardTasks: {
    path: '/rewards/tasks',
    getHref: (tab?: string) => `/rewards/tasks${tab ? `?tab=${tab}` : ''}`,
  },
  feedback: { path: '/feedback', getHref: (search = '') => `/feedback${search}` },
  audit: { path: '/audit', getHref: (search = '') => `/audit${search}` },
  outbox: { path: '/outbox', getHref: () => '/outbox' },
  staff: { path: '/staff', getHref: () => '/staff' },
  account: { path: '/account', getHref: () => '/account' },
} as const;
