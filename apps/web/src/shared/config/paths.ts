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
} as const;
