import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ALL_VENDORS,
  DEMO_NOTICE,
  gameEndpoints,
  GAME_PAGE_SIZE,
  GOOGLE_TAG,
  HOME_ROW_SIZE,
  isCategoryMenu,
  LIST_CENTRES,
  onCdn,
  openingListFilters,
  PRIORITY_TILES,
  WEB_NOTICE_TYPES,
  type GameMenu,
  type Language,
} from '@platform/contract';
import type { PageBoot } from './platform/http/static-web.ts';
import type { Services } from './app.ts';

/** Paths whose page is the home page (spec section 2: the home aliases, and home with a popup open). */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register', '/help']);

/**
 * The first screen's data, written into the web app's page: the site configuration and the system
 * status for this visitor, a visitor's notices in the site's default language (the web uses them
 * when its language and session match), and the lobby's games the page opens with (the navigation's
 * menus everywhere; the hot games and each category's row on the home page; the first page of a
 * list centre opened without filters), each as its endpoint answers it. On the home page the first
 * home banner, its largest paint, is drawn in the page's first-paint frame while the scripts load;
 * on a list centre the first tiles' images are asked for with the page (both through the image CDN
 * when one is set). The operator's mirror domains widen the page's `connect-src` for the mirror
 * page's speed check; a Google tag id lets the page load the tag and send to Google Analytics.
 */
export const createPageBoot =
  ({ system, notices, catalogue }: Pick<Services, 'system' | 'notices' | 'catalogue'>) =>
  async (request: FastifyRequest): Promise<PageBoot> => {
    const [config, status, { domains }, menus] = await Promise.all([
      system.getSiteConfig(request.ip),
      system.getSystemStatus(request.ip),
      system.getDomains(),
      catalogue.menus(),
    ]);
    const language = config.defaultLanguage;
    const value = await notices.getNotices(WEB_NOTICE_TYPES, { language, memberType: null });
    const [pathname = '', search] = request.url.split('?');
    const isHome = HOME_PATHS.has(pathname);
    const listCentre =
      search === undefined ? LIST_CENTRES.find((entry) => entry.path === pathname) : undefined;
    const centre = listCentre === undefined ? undefined : openingListFilters(listCentre);
    const firstBanner = value.banners?.find((banner) => banner.groupName === 'w_home');
    const games = {
      language,
      menus: z.encode(gameEndpoints.menus.response, menus),
      ...(isHome ? await homeGames(catalogue, language, menus) : {}),
      ...(centre === undefined
        ? {}
        : {
            list: {
              filters: centre,
              value: z.encode(
                gameEndpoints.list.response,
                await catalogue.list(centre, { pageNum: 1, pageSize: GAME_PAGE_SIZE }, language),
              ),
            },
          }),
    };
    return {
      data: { config, status, notices: { language, value }, games },
      firstBanner: isHome && firstBanner ? onCdn(config.cdn.images, firstBanner.imageUrl) : null,
      preloadImages: (games.list?.value.games ?? [])
        .slice(0, PRIORITY_TILES)
        .flatMap((game) =>
          game.iconUrl === null || game.iconUrl === '' ? [] : [onCdn(config.cdn.images, game.iconUrl)],
        ),
      hasRightBar: config.customerService.length > 0,
      demoNotice: config.isDemo ? DEMO_NOTICE[language] : null,
      extraSources: {
        // The mirror page times `https://<domain>/health` from the browser (the domains are hostnames by the contract).
        connect: [
          ...domains.map(({ domain }) => `https://${domain}`),
          ...(config.analytics.gtagId === null ? [] : GOOGLE_TAG.connectSources),
        ],
        script: config.analytics.gtagId === null ? [] : GOOGLE_TAG.scriptSources,
      },
    };
  };

/** The home page's game rows as their endpoints answer them: the hot games and each category's first row. */
const homeGames = async (catalogue: Services['catalogue'], language: Language, menus: GameMenu[]) => {
  const [hot, rows] = await Promise.all([
    catalogue.hot(language),
    Promise.all(
      menus.filter(isCategoryMenu).map(async (menu) => ({
        gameType: menu.code,
        value: z.encode(
          gameEndpoints.list.response,
          await catalogue.list(
            { gameType: menu.code, vassalage: ALL_VENDORS },
            { pageNum: 1, pageSize: HOME_ROW_SIZE },
            language,
          ),
        ),
      })),
    ),
  ]);
  return { hot: z.encode(gameEndpoints.hot.response, hot), rows };
};
