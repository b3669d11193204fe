/** Where the page is served: `/house/` in production and in the dev server (vite `base`). */
const BASE = import.meta.env.BASE_URL;

export const paths = {
  play: `${BASE}play`,
  fairness: `${BASE}fairness`,
  api: `${BASE}api`,
  symbol: (title: string, symbolId: string) => `${BASE}symbols/${title}/${symbolId}.svg`,
} as const;
