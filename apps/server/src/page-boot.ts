import type { FastifyRequest } from 'fastify';
import { DEMO_NOTICE, GOOGLE_TAG, WEB_NOTICE_TYPES, onCdn } from '@platform/contract';
import type { PageBoot } from './platform/http/static-web.ts';
import type { Services } from './app.ts';

/** Paths whose page is the home page (spec section 2: the home aliases, and home with a popup open). */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register', '/help']);

/**
 * The first screen's data, written into the web app's page: the site configuration and the system
 * status for this visitor, and a visitor's notices in the site's default language (the web uses
 * them when its language and session match). On the home page the first home banner, its largest
 * paint, is drawn in the page's first-paint frame while the scripts load (through the image CDN
 * when one is set). The operator's mirror domains widen the page's `connect-src` for the mirror
 * page's speed check; a Google tag id lets the page load the tag and send to Google Analytics.
 */
export const createPageBoot =
  ({ system, notices }: Pick<Services, 'system' | 'notices'>) =>
  async (request: FastifyRequest): Promise<PageBoot> => {
    const [config, status, { domains }] = await Promise.all([
      system.getSiteConfig(request.ip),
      system.getSystemStatus(request.ip),
      system.getDomains(),
    ]);
    const language = config.defaultLanguage;
    const value = await notices.getNotices(WEB_NOTICE_TYPES, { language, memberType: null });
    const isHome = HOME_PATHS.has(request.url.split('?')[0] ?? '');
    const firstBanner = value.banners?.find((banner) => banner.groupName === 'w_home');
    return {
      data: { config, status, notices: { language, value } },
      firstBanner: isHome && firstBanner ? onCdn(config.cdn.images, firstBanner.imageUrl) : null,
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
