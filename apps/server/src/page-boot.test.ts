import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_NOTICE,
  noticesSchema,
  siteConfigSchema,
  systemStatusSchema,
  type BannerInput,
} from '@platform/contract';
import { createTestApp, type TestApp } from './testing/index.ts';
import { send } from './testing/requests.ts';
import { createStaffAndLogin } from './testing/console.ts';

let t: TestApp;
let webDist: string;
let staff: string;

/** A title that would end the data block and run a script if the page wrote it as it is. */
const HOSTILE = "</script><script>window.__boot=1</script><!-- $& \u2028 $'";

const CHANNEL = { csType: 'EMAIL', title: 'Support', path: 'mailto:help@example.com' };

const banner = (imageUrl: string, sortOrder: number): BannerInput => ({
  groupName: 'w_home',
  title: { JA: HOSTILE, EN: HOSTILE },
  imageUrl,
  sortOrder,
});

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body>' +
      '<div id="first-paint"><div class="shell"><div class="content">' +
      '<div class="home" id="first-paint-home"></div></div></div></div>' +
      '<div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, houseVendor: true });
  staff = await createStaffAndLogin(t, 'bootcontent', 'CONTENT');
  for (const [index, url] of ['/demo/first.svg', '/demo/second.svg'].entries()) {
    const answer = await send(t, {
      method: 'POST',
      url: '/console-api/content/banners',
      token: staff,
      payload: banner(url, index),
    });
    expect(answer.status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
};

const bootData = (html: string): unknown => {
  const match = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the page');
  return JSON.parse(match[1]);
};

/** An endpoint's answer (the envelope's value), as the web would fetch it. */
const answerOf = async (url: string) => {
  const answer = await send<unknown>(t, { method: 'GET', url });
  expect(answer.status).toBe(200);
  return answer.body.value;
};

interface BootGames {
  language: string;
  menus: { code: string }[];
  hot?: unknown[];
  rows?: { gameType: string; value: unknown }[];
  list?: { filters: Record<string, string>; value: { games: { iconUrl: string | null }[] } };
}
const bootGames = async (url: string) => {
  const html = await page(url);
  return { html, games: (bootData(html) as { games: BootGames }).games };
};
const preloadedImages = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map(
    (match) => match[1],
  );

describe('the web page boot data', () => {
  it('carries the lobby menus on every page, as GET /lgw/games/game_menus answers them', async () => {
    const menus = await answerOf('/lgw/games/game_menus?language=JA');
    for (const url of ['/', '/rng', '/member/betRecord']) {
      const { games } = await bootGames(url);
      expect([url, games.language, games.menus]).toEqual([url, 'JA', menus]);
    }
    const { games, html } = await bootGames('/member/betRecord');
    expect([games.hot, games.rows, games.list, preloadedImages(html)]).toEqual([
      undefined,
      undefined,
      undefined,
      [],
    ]);
  });

  it('carries the home rows on home: the hot games and each category’s first 20, as their endpoints answer them', async () => {
    const { games } = await bootGames('/');
    expect(games.hot).toEqual(await answerOf('/wps/relay/games/hot?language=JA'));
    const categories = ['RNG', 'PVP', 'FISH', 'LIVE', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
    const expected = [];
    for (const menu of games.menus.filter((entry) => categories.includes(entry.code))) {
      expected.push({
        gameType: menu.code,
        value: await answerOf(
          `/wps/relay/games?gameType=${menu.code}&vassalage=ALL&pageNum=1&pageSize=20&language=JA`,
        ),
      });
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(games.rows).toEqual(expected);
  });

  it('carries a list centre’s first page and asks for its first three images with the page, unfiltered only', async () => {
    const { games, html } = await bootGames('/rng');
    const first = await answerOf(
      '/wps/relay/games?gameType=RNG&vassalage=ALL&pageNum=1&pageSize=48&language=JA',
    );
    expect(games.list).toEqual({ filters: { gameType: 'RNG', vassalage: 'ALL' }, value: first });
    const icons = games.list?.value.games.map((game) => game.iconUrl) ?? [];
    expect(icons.length).toBeGreaterThan(3);
    expect(preloadedImages(html)).toEqual(icons.slice(0, 3));
    expect((await bootGames('/arcade')).games.list?.filters).toEqual({
      gameType: 'RNG',
      gameClassify: 'AC',
      vassalage: 'ALL',
    });
    // A filtered list (a vendor, a sub-filter, a name) asks for its own page: none is written.
    const filtered = await bootGames('/rng?vassalage=HOUSE');
    expect([filtered.games.list, preloadedImages(filtered.html)]).toEqual([undefined, []]);
  });

  it('carries the site configuration and a visitor’s notices, parseable by the contract', async () => {
    const data = bootData(await page('/')) as {
      config: unknown;
      notices: { language: string; value: unknown };
    };
    expect(siteConfigSchema.parse(data.config).merchantCode).toBe(t.services.system.merchantCode);
    expect(data.notices.language).toBe('JA');
    const notices = noticesSchema.parse(data.notices.value);
    expect(notices.banners?.map((b) => b.imageUrl)).toEqual(['/demo/first.svg', '/demo/second.svg']);
    expect(notices.banners?.[0]?.title).toBe(HOSTILE);
  });

  it('cannot be broken out of by operator text: no second script, no replacement patterns', async () => {
    const html = await page('/');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('window.__boot=1</script>');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('\u2028');
    expect(html.indexOf('<div id="root">')).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('draws the first home banner in the first-paint frame on home pages only', async () => {
    const banner =
      '<img class="banners__image" src="/demo/first.svg" alt="" width="1200" height="400" fetchpriority="high">';
    const frame =
      '<div class="home" id="first-paint-home"><section class="banners"><div class="banners__frame">';
    for (const url of ['/', '/home', '/login?next=1', '/help']) {
      const html = await page(url);
      expect(html).toContain(frame + banner);
      expect(html.match(/<img/g)).toHaveLength(1);
    }
    for (const url of ['/member', '/rng', '/download']) {
      const html = await page(url);
      expect(html).toContain('<div class="home" id="first-paint-home"></div>');
      expect(html).not.toContain('<img');
      expect(bootData(html)).toHaveProperty('config');
    }
  });

  it('keeps room for the customer-service bar in the first-paint layout exactly when there are channels', async () => {
    const site = await t.services.system.getSiteSetting();
    const withChannels = site.customerService.length > 0;
    expect(await page('/')).toContain(
      withChannels ? '<div class="shell shell--right-bar">' : '<div class="shell">',
    );
    await t.services.system.setSiteSetting({ ...site, customerService: withChannels ? [] : [CHANNEL] });
    expect(await page('/')).toContain(
      withChannels ? '<div class="shell">' : '<div class="shell shell--right-bar">',
    );
    await t.services.system.setSiteSetting(site);
  });

  it('draws the demo notice bar above the content in the first-paint frame exactly on a demo install', async () => {
    const site = await t.services.system.getSiteSetting();
    const bar = `<p class="demo-notice">${DEMO_NOTICE.JA}</p><div class="content">`;
    await t.services.system.setSiteSetting({ ...site, isDemo: true });
    for (const url of ['/', '/rng']) expect(await page(url)).toContain(bar);
    await t.services.system.setSiteSetting({ ...site, isDemo: false });
    expect(await page('/')).not.toContain('demo-notice');
    await t.services.system.setSiteSetting(site);
  });

  it('carries the visitor’s system status, as GET /wps/system/status answers it', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(bootData(await page('/'))).toHaveProperty(
      'status',
      systemStatusSchema.parse(status.json<{ value: unknown }>().value),
    );
  });

  it('sends the page and JSON answers compressed when the browser accepts it, and plain when not', async () => {
    const plain = await page('/');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    expect(brotli.rawPayload.length).toBeLessThan(plain.length / 2);

    const config = '/wps/system/config';
    const json = await t.app.inject({ method: 'GET', url: config });
    const gzip = await t.app.inject({ method: 'GET', url: config, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json.json());
    expect(json.headers['content-encoding']).toBeUndefined();
  });
});
