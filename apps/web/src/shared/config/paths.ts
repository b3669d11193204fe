/** Member centre pages, named as spec section 2 names them; each is a path under `/member`. */
export const MEMBER_PAGES = {
  deposit: 'depositv2',
  withdraw: 'withdraw',
  transferFund: 'transferFund',
  transactionHistory: 'transactionHistory',
  securityCenter: 'securityCenter',
} as const;
export type MemberPage = (typeof MEMBER_PAGES)[keyof typeof MEMBER_PAGES];

/** The query parameter of `/member/depositv2` that shows one order (the gateway links back with it). */
export const DEPOSIT_ORDER_PARAM = 'orderNo';

/** The route registry: every link and redirect takes its path from here. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAliases: ['/index', '/index.html', '/home'],
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  member: {
    path: '/member',
    getHref: (page?: MemberPage) => (page === undefined ? '/member' : `/member/${page}`),
  },
  depositOrder: {
    getHref: (orderNo: string) =>
      `/member/${MEMBER_PAGES.deposit}?${new URLSearchParams({ [DEPOSIT_ORDER_PARAM]: orderNo }).toString()}`,
  },
  agent: { path: '/agent', getHref: () => '/agent' },
  agentHome: { path: '/agentHome', getHref: () => '/agentHome' },
} as const;
