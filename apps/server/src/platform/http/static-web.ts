import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler.ts';
import { contentSecurityPolicy, type ExtraSources } from './security-headers.ts';
import { webManifest, type WebManifestSite } from './web-manifest.ts';

/**
 * What the web app's page carries from the start, so its first screen needs no request before it
 * paints: data for a `<script type="application/json">` block and, on the home page, the first
 * banner (its largest paint), drawn in the page's first-paint frame before any script runs.
 */
export interface PageBoot {
  data: unknown;
  firstBanner: string | null;
  /** Images the page asks for with its first request (a list centre's first tiles): its largest paint. */
  preloadImages: readonly string[];
  /** The layout keeps room for the customer-service bar (there are channels): the frame does too. */
  hasRightBar: boolean;
  /** A demo install's notice bar, in the site's default language; null elsewhere. The frame shows it too. */
  demoNotice: string | null;
  /**
   * Sources the page may use beside its own: its CSP lists them (the mirror page's speed check
   * connects to the mirror domains; the operator's Google tag loads a script and sends to Google).
   */
  extraSources: ExtraSources;
}

/** JSON inside an HTML script block: no `</script>`, no HTML comment, no line separators that end it. */
const toScriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html's first-paint layout, and the same with room for the customer-service bar. */
const FIRST_PAINT_SHELL = '<div class="shell">';
const RIGHT_BAR_SHELL = '<div class="shell shell--right-bar">';

/** Where index.html's first-paint frame takes the home page's content. */
const FIRST_PAINT_HOME = '<div class="home" id="first-paint-home"></div>';

/** The first-paint frame's content area: the demo notice bar stands above it, as in the layout. */
const FIRST_PAINT_CONTENT = '<div class="content">';

/**
 * The web app's index.html with the boot data before `</head>`, and in the first-paint frame the
 * demo notice bar and the first banner, in the layout's own classes so they stand where the app
 * will draw them.
 * Function replacements: `$` sequences in the data must not be read as replacement patterns.
 */
const renderPage = (template: string, boot: PageBoot) => {
  const script = `<script id="boot-data" type="application/json">${toScriptJson(boot.data)}</script>`;
  const preloads = boot.preloadImages
    .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`)
    .join('');
  const head = template.replace('</head>', () => `${preloads}${script}</head>`);
  const framed = boot.hasRightBar ? head.replace(FIRST_PAINT_SHELL, RIGHT_BAR_SHELL) : head;
  const notice = boot.demoNotice;
  const page =
    notice === null
      ? framed
      : framed.replace(
          FIRST_PAINT_CONTENT,
          () => `<p class="demo-notice">${escapeAttribute(notice)}</p>${FIRST_PAINT_CONTENT}`,
        );
  if (boot.firstBanner === null) return page;
  const banner =
    '<section class="banners"><div class="banners__frame">' +
    `<img class="banners__image" src="${escapeAttribute(boot.firstBanner)}" alt="" width="1200" height="400" fetchpriority="high">` +
    '</div></section>';
  return page.replace(FIRST_PAINT_HOME, () => FIRST_PAINT_HOME.replace('></div>', `>${banner}</div>`));
};

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/console-api/', '/vendor-api/', '/docs', '/health'];
const CONSOLE_PREFIX = '/console';
const MANIFEST_PATH = '/manifest.webmanifest';

const builtRoot = (dist: string | undefined) =>
  dist && existsSync(path.join(dist, 'index.html')) ? path.resolve(dist) : undefined;

const cacheHeaders = (reply: FastifyReply, filePath: string) => {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built web app at `/` and the operator console at `/console/`, each its own bundle.
 * Other GET paths that want a page fall back to the right `index.html`, so client-side routes
 * survive a reload; API paths always answer the JSON envelope. The web app's manifest is written
 * per request from the operator's site setting (its name), beside the built web app.
 */
export const registerStaticWeb = async (
  app: FastifyInstance,
  dists: { web: string | undefined; console: string | undefined },
  boot: (request: FastifyRequest) => Promise<PageBoot>,
  site: () => Promise<WebManifestSite>,
) => {
  const webRoot = builtRoot(dists.web);
  const consoleRoot = builtRoot(dists.console);
  const webTemplate = webRoot ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each asset; they are sent as they are.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (consoleRoot) {
    await app.register(fastifyStatic, {
      root: consoleRoot,
      prefix: `${CONSOLE_PREFIX}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p));
    const inConsole = request.url === CONSOLE_PREFIX || request.url.startsWith(`${CONSOLE_PREFIX}/`);
    const root = inConsole ? consoleRoot : webRoot;
    if (isPage && webRoot && request.url.split('?')[0] === MANIFEST_PATH) {
      void reply.header('Cache-Control', 'no-cache');
      return reply.type('application/manifest+json').send(webManifest(await site()));
    }
    if (isPage && root) {
      void reply.header('Cache-Control', 'no-cache');
      if (inConsole || webTemplate === undefined) return reply.sendFile('index.html', root);
      const page = await boot(request);
      const { connect = [], script = [] } = page.extraSources;
      if (connect.length > 0 || script.length > 0) {
        void reply.header('content-security-policy', contentSecurityPolicy(page.extraSources));
      }
      return reply.type('text/html; charset=utf-8').send(renderPage(webTemplate, page));
    }
    return sendNotFound(request, reply);
  };
  // Pages are a route (so the page goes out compressed like any answer); other methods end up here.
  app.get('/*', serve);
  app.setNotFoundHandler(serve);
};
