/** The route registry: every link and redirect takes its path from here. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAliases: ['/index', '/index.html', '/home'],
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  member: {
    path: '/member',
    getHref: (section?: 'wallet' | 'security') => (section ? `/member#${section}` : '/member'),
  },
  agent: { path: '/agent', getHref: () => '/agent' },
  agentHome: { path: '/agentHome', getHref: () => '/agentHome' },
  /** The terms section of the help centre (spec section 2, registration popup). */
  terms: { getHref: () => '/help#term' },
} as const;
