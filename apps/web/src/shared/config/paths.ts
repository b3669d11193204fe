import { isLotteryCategory } from '@platform/contract';
/** Member centre pages, named as spec section 2 names them; each is a path under `/member`. */
export const MEMBER_PAGES = {
  deposit: 'depositv2',
  withdraw: 'withdraw',
  transferFund: 'transferFund',
  transferUpline: 'transferUpline',
  transactionHistory: 'transactionHistory',
  bettingRecord: 'personalHistoryCopy',
  profit: 'personalProfit',
  securityCenter: 'securityCenter',
  feedback: 'feedback',
  inbox: 'messageV2',
  rewardCenter: 'rewardCenter',
  referral: 'referral',
  missionLeaderboard: 'missionLeaderboard',
  manualRebate: 'manualRebate',
  bonusDetails: 'bonusDetails',
  tickets: 'tickets',
  vip: 'vip',
} as const;
export type MemberPage = (typeof MEMBER_PAGES)[keyof typeof MEMBER_PAGES];

/** The query parameter of `/member/depositv2` that shows one order (the gateway links back with it). */
export const DEPOSIT_ORDER_PARAM = 'orderNo';

/**
 * The lobby's pages (spec section 2): game list centres, game centres and the account game lists.
 * The navigation bar links to the paths `game_menus` answers; these are the routes that serve them.
 * The gateway knows them too (it writes a list centre's first games into its page).
 */
export { GAME_PAGES } from '@platform/contract';

/** The query parameter of a list centre that picks one vendor: `/rng?vassalage=XYZ`. */
export const VASSALAGE_PARAM = 'vassalage';
/** The query parameters a list centre opens with: an RNG sub-filter and a name filter (`/rng?classify=JP`). */
export const CLASSIFY_PARAM = 'classify';
export const GAME_NAME_PARAM = 'name';

/** What `/seamless` launches: the game, its vendor and real money (1) or free trial (0). */
export interface GameLaunchParams {
  nodeId: number;
  gameId: string;
  vassalage: string;
  accountType: 0 | 1;
}

/**
 * The agent centre's own pages (spec section 2), each a path under `/agentHome`, in the order of the
 * spec's left menu. The contract pages (dividend record, daily wages, hourly, real-time salary) are
 * the contracts issue's. Deposit, withdraw, account details and platform messages are the member
 * centre's pages shown in the agent layout, under the member centre's names.
 */
export const AGENT_PAGES = {
  deposit: MEMBER_PAGES.deposit,
  withdraw: MEMBER_PAGES.withdraw,
  announcements: 'agentAnnouncement',
  teamOverview: 'agentTeamOverview',
  registerCenter: 'registerCenter',
  teamManagement: 'downlineManagmentView',
  teamBetting: 'personalHistoryCopy',
  profitAndLoss: 'palStatementsAgentCopy',
  income: 'agentRevenueReport',
  teamTransactions: 'agentDownlineTransactionDetailsCopy',
  accountDetails: MEMBER_PAGES.transactionHistory,
  dividendRecord: 'agentDividendRecordCopy2',
  dailyWages: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
  inbox: MEMBER_PAGES.inbox,
} as const;
export type AgentPage = (typeof AGENT_PAGES)[keyof typeof AGENT_PAGES];

/** The query parameter of team betting that picks one downline: `/agentHome/personalHistoryCopy?username=`. */
export const TEAM_BETTING_USERNAME_PARAM = 'username';

/** The query parameter of the lottery pages naming one game: `/vnLottery?gameCode=vn-mb`. */
export const LOTTERY_GAME_CODE_PARAM = 'gameCode';

const withGameCode = (path: string, gameCode: string | undefined) =>
  gameCode === undefined
    ? path
    : `${path}?${new URLSearchParams({ [LOTTERY_GAME_CODE_PARAM]: gameCode }).toString()}`;

/**
 * Game pages, which give the game the room (no side menu, navigation bar or right bar): the spec
 * names /seamless, /lottert, /vnlottery and /sealottery (section 2); the lottery lobby /lottery is
 * one of its game pages too. Matched without regard to case, as the router matches paths.
 */
const GAME_PAGE_PATHS = new Set(['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery']);

export const isGamePagePath = (pathname: string) =>
  GAME_PAGE_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase());

/** The route registry: every link and redirect takes its path from here. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAliases: ['/index', '/index.html', '/home'],
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  /** The emailed password-reset link: `/resetPassword?token=...`. */
  resetPassword: { path: '/resetPassword', getHref: () => '/resetPassword' },
  /** Where social login's callback lands: `/oauth?ticket=...` or `/oauth?error=...`. */
  oauth: { path: '/oauth', getHref: () => '/oauth' },
  member: {
    path: '/member',
    getHref: (page?: MemberPage) => (page === undefined ? '/member' : `/member/${page}`),
  },
  /** One order on the deposit page being shown (the member centre's or the agent centre's). */
  depositOrder: {
    getSearch: (orderNo: string) => `?${new URLSearchParams({ [DEPOSIT_ORDER_PARAM]: orderNo }).toString()}`,
  },
  /** App download (iOS, iOS lite, Android). */
  download: { path: '/download', getHref: () => '/download' },
  promotions: { path: '/promotions', getHref: () => '/promotions' },
  /** The points mall (spec: /pointMall): items, redeem history and the points' own tabs. */
  pointMall: { path: '/pointMall', getHref: () => '/pointMall' },
  /** The home page with the help modal; the hash names an article (`/help#term`). */
  help: { path: '/help', getHref: (slug?: string) => (slug === undefined ? '/help' : `/help#${slug}`) },
  /** The stand-alone help page. */
  helpMc: { path: '/helpmc', getHref: () => '/helpmc' },
  /** Mirror sites with a speed check and domain verification. */
  mirror: { path: '/mirror', getHref: () => '/mirror' },
  agent: { path: '/agent', getHref: () => '/agent' },
  agentHome: {
    path: '/agentHome',
    getHref: (page?: AgentPage) => (page === undefined ? '/agentHome' : `/agentHome/${page}`),
  },
  /** Team betting of the agent centre (spec: personalHistoryCopy), for one downline. */
  agentTeamBetting: {
    getHref: (username: string) =>
      `/agentHome/${AGENT_PAGES.teamBetting}?${new URLSearchParams({ [TEAM_BETTING_USERNAME_PARAM]: username }).toString()}`,
  },
  /** A list centre, optionally filtered to one vendor. */
  gameList: {
    getHref: (path: string, vassalage?: string) =>
      vassalage === undefined
        ? path
        : `${path}?${new URLSearchParams({ [VASSALAGE_PARAM]: vassalage }).toString()}`,
  },
  /** The lottery lobby (spec section 2; needs a session token). */
  lottery: { path: '/lottery', getHref: () => '/lottery' },
  /** The spec's other spelling of the lottery page (its side-menu rule names /lottert). */
  lotteryAliases: ['/lottert'],
  /** The SEA lottery game, opened directly: the named game, else the first fast draw. */
  seaLottery: {
    path: '/seaLottery',
    getHref: (gameCode?: string) => withGameCode('/seaLottery', gameCode),
  },
  /** A Vietnamese lottery game, opened directly: `/vnLottery?gameCode=vn-mb`. */
  vnLottery: { path: '/vnLottery', getHref: (gameCode?: string) => withGameCode('/vnLottery', gameCode) },
  /** The in-app game page: launches the game and shows it in a frame. */
  seamless: {
    path: '/seamless',
    getHref: ({ nodeId, gameId, vassalage, accountType }: GameLaunchParams) =>
      `/seamless?${new URLSearchParams({
        nodeId: String(nodeId),
        gameId,
        vassalage,
        accountType: String(accountType),
      }).toString()}`,
  },
} as const;

/**
 * Where a navigation entry leads (the bar and the side menu): a lottery entry launches the SEA
 * lottery game directly (spec section 2), any other its page.
 */
export const menuEntryHref = (entry: { code: string; path: string }) =>
  isLotteryCategory(entry.code) ? paths.seaLottery.getHref() : entry.path;
