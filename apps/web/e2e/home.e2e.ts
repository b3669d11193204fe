import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { maskCustomerName, type VendorGame } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { expectPath, namedGame, textOf, useBrowserSuite, visible } from './support/app.ts';
import { createContentWriter } from './home-content.ts';

const SLOTS = { vassalage: 'HOMESLOTS', displayName: 'Home Slots' } as const;
const LIVE = { vassalage: 'HOMELIVE', displayName: 'Home Live' } as const;
/** One more slot game than a home row holds (10 columns of 2). */
const SLOT_GAMES: VendorGame[] = Array.from({ length: 21 }, (_, index) =>
  namedGame(`slot-${String(index + 1).padStart(2, '0')}`, `Slot ${String(index + 1).padStart(2, '0')}`, {
    gameType: 'RNG',
    supportsTrial: index === 0,
  }),
);
const LIVE_GAMES: VendorGame[] = [
  namedGame('live-baccarat', 'Home Baccarat', { gameType: 'LIVE' }),
  namedGame('live-roulette', 'Home Roulette', { gameType: 'LIVE' }),
];

const BANNERS = [
  {
    title: 'Spring bonus',
    ja: '春のボーナス',
    headline: { JA: '春のボーナス 50%', EN: 'Spring bonus 50%' },
    subline: { JA: '4月30日まで', EN: 'Until 30 April' },
    linkageType: 'INTERNAL',
    url: '/hot',
    imageUrl: '/favicon.svg',
  },
  { title: 'Live casino week', ja: 'ライブカジノ週間', linkageType: 'EXTERNAL', imageUrl: '/favicon.svg' },
  { title: 'Lucky draw', ja: 'ラッキードロー', linkageType: 'NONE', imageUrl: '/no-such-banner.png' },
] as const;

const NOTICES = [
  { title: 'Maintenance on Sunday', content: 'Deposits pause from 02:00 to 04:00.', marquee: true },
  { title: 'New slots every week', content: 'Twenty new games joined the lobby.', marquee: true },
  { title: 'Bell only notice', content: 'This one stays out of the marquee.', marquee: false },
] as const;

/** Big wins (at least the default winnerMinAmount of 1000.00), a small one, and their players. */
const WINS = [
  { username: 'homewinnera', gameId: 'slot-01', vassalage: SLOTS.vassalage, payout: '1500.00' },
  { username: 'bigwinnerz', gameId: 'live-roulette', vassalage: LIVE.vassalage, payout: '2500.00' },
  { username: 'smallwinner', gameId: 'slot-02', vassalage: SLOTS.vassalage, payout: '50.00' },
] as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A carousel step is 5 s plus a 1 s transition: each wait allows for one step and a slow machine. */
const SLIDE_WAIT_MS = 15_000;

const dayIn = (date: Date, timeZone: string) => date.toLocaleDateString('en-CA', { timeZone });
const clockIn = (date: Date, timeZone: string) =>
  date.toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const monthDayIn = (date: Date, timeZone: string) =>
  date.toLocaleDateString('en-US', { timeZone, month: '2-digit', day: '2-digit' });

/** The text a person reads, one space between words. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A masked name as a pattern (`b***z` → `b\*\*\*z`). */
const masked = (username: string) => maskCustomerName(username).replace(/\*/g, '\\*');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const banners = (page: Page) => region(page, 'Featured');

/**
 * The slide Swiper shows holds the banner whose image reads `title`, and has come to rest: a looping
 * carousel ignores a bullet pressed while it is still sliding, as a person would see.
 */
const waitForActiveBanner = async (page: Page, title: string) => {
  await banners(page)
    .locator('.swiper-slide-active')
    .getByRole('img', { name: title, exact: true })
    .waitFor({ state: 'visible', timeout: SLIDE_WAIT_MS });
  await page.waitForFunction(() =>
    ['', '0ms'].includes(
      document.querySelector<HTMLElement>('.banners .swiper-wrapper')?.style.transitionDuration ?? '',
    ),
  );
};

/** The pagination bullet of banner `index` (1-based) marked as the current one. */
const currentBullet = (page: Page, index: number) =>
  banners(page)
    .getByRole('button', { name: `Show banner ${String(index)}`, exact: true })
    .and(page.locator('[aria-current="true"]'));

/** The jackpot's figure as a number ("¥ 1,734,912.35" → 1734912.35). */
const jackpotFigure = async (locator: Locator) => Number((await textOf(locator)).replace(/[^\d.]/g, ''));

describe.skipIf(!hasBrowser)('home page', () => {
  const suite = useBrowserSuite();
  let timeZone = 'Asia/Tokyo';
  const matchTimes: Date[] = [];
  let content: ReturnType<typeof createContentWriter>;

  beforeAll(async () => {
    const server = suite.server;
    content = createContentWriter(server.url);
    const config = (await (await fetch(`${server.url}/wps/system/config`)).json()) as {
      value: { timeZone: string };
    };
    timeZone = config.value.timeZone;

    await server.addVendor({ ...SLOTS, categories: ['RNG'], games: SLOT_GAMES });
    await server.addVendor({ ...LIVE, categories: ['LIVE'], games: LIVE_GAMES });
    await content.markHot(SLOTS.vassalage, ['Slot 03', 'Slot 04']);

    for (const [index, banner] of BANNERS.entries()) {
      await content.addBanner({
        groupName: 'w_home',
        title: { JA: banner.ja, EN: banner.title },
        headline: 'headline' in banner ? banner.headline : null,
        subline: 'subline' in banner ? banner.subline : null,
        imageUrl: banner.imageUrl,
        linkageType: banner.linkageType,
        url:
          banner.linkageType === 'EXTERNAL'
            ? `${server.url}/live?from=banner`
            : 'url' in banner
              ? banner.url
              : null,
        sortOrder: index,
      });
    }
    // Another group's banner (the registration popup's) stays out of the home carousel.
    await content.addBanner({
      groupName: 'w_reg',
      title: { JA: '登録特典', EN: 'Sign-up gift' },
      imageUrl: '/favicon.svg',
    });
    for (const [index, notice] of NOTICES.entries()) {
      await content.addNotice({
        title: { JA: notice.title, EN: notice.title },
        content: { JA: notice.content, EN: notice.content },
        marquee: notice.marquee,
        sortOrder: index,
      });
    }

    // Today (an hour ago, still in play, unless that is yesterday there), tomorrow and in five days.
    const now = Date.now();
    const today =
      dayIn(new Date(now - HOUR_MS), timeZone) === dayIn(new Date(now), timeZone)
        ? now - HOUR_MS
        : now + 5 * 60_000;
    matchTimes.push(new Date(today), new Date(now + DAY_MS), new Date(now + 5 * DAY_MS));
    const teams = [
      ['Tokyo Falcons', 'Osaka Waves', '/favicon.svg', null],
      ['Nagoya Kings', 'Kobe Stars', '/no-such-crest.png', '/favicon.svg'],
      ['Sapporo Bears', 'Fukuoka Hawks', null, null],
    ] as const;
    for (const [index, [home, away, homeImage, awayImage]] of teams.entries()) {
      await content.addHotMatch({
        league: { JA: `Jリーグ ${String(index + 1)}`, EN: `League ${String(index + 1)}` },
        homeTeam: { JA: home, EN: home },
        awayTeam: { JA: away, EN: away },
        homeTeamImage: homeImage,
        awayTeamImage: awayImage,
        matchTime: matchTimes[index]?.toISOString() ?? '',
        homeTeamOdds: `1.${String(index + 5)}0`,
        awayTeamOdds: `2.${String(index + 1)}5`,
      });
    }

    for (const win of WINS) {
      await server.createMember({ username: win.username, password: 'secret123' });
      await server.fundMember(win.username, '100.00');
      await server.playRound({ ...win, stake: '10.00' });
    }
  });

  it('shows the banners by their texts, moves on by itself and loops from the last back to the first', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const featured = await visible(banners(page));
    await visible(featured.getByRole('img', { name: 'Spring bonus', exact: true }).first());

    await visible(currentBullet(page, 1));
    await waitForActiveBanner(page, 'Spring bonus');
    expect(
      await featured
        .locator('.swiper-slide')
        .getByRole('img')
        .evaluateAll((images) =>
          images.map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label')),
        ),
    ).toEqual(expect.arrayContaining(BANNERS.map((banner) => banner.title)));
    expect(await featured.locator('.swiper-slide').count()).toBe(BANNERS.length);
    expect(await featured.getByRole('img', { name: 'Sign-up gift' }).count()).toBe(0);

    await waitForActiveBanner(page, 'Live casino week');
    await currentBullet(page, 2).waitFor({ timeout: SLIDE_WAIT_MS });
    await waitForActiveBanner(page, 'Lucky draw');
    await waitForActiveBanner(page, 'Spring bonus');
    await visible(currentBullet(page, 1));
  });

  it("draws a banner's headline and second line over its art in the shown language", async () => {
    for (const [language, headline, subline] of [
      ['JA', '春のボーナス 50%', '4月30日まで'],
      ['EN', 'Spring bonus 50%', 'Until 30 April'],
    ] as const) {
      const page = await suite.openPage('/', { language });
      // The carousel stands still on its first banner (Spring bonus), the one with words over its art.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The region is named in the shown language: found by its class in both.
      const words = page.locator('.banners .banners__text').filter({ visible: true }).first();
      await visible(words.locator('.banners__headline'));
      expect(await textOf(words.locator('.banners__headline'))).toBe(headline);
      expect(await textOf(words.locator('.banners__subline'))).toBe(subline);
      // The words lie over the art, inside the banner's frame (measured once the carousel has
      // taken the first banner's place: the page's own first banner stands there until then).
      await expect
        .poll(async () => {
          const [art, box] = await Promise.all([
            words.locator('xpath=..').locator('img').boundingBox(),
            words.boundingBox(),
          ]);
          if (art === null || box === null) return 'not drawn';
          return box.x >= art.x && box.y + box.height <= art.y + art.height + 1 ? 'over the art' : 'outside';
        })
        .toBe('over the art');
      await page.close();
    }
  });

  it('shows a banner from its pagination bullet, a broken image as the fallback, and opens links', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await visible(currentBullet(page, 1));

    await banners(page).getByRole('button', { name: 'Show banner 3', exact: true }).click();
    await waitForActiveBanner(page, 'Lucky draw');
    await visible(currentBullet(page, 3));
    // The broken image is replaced by the fallback box that carries its text, not the browser's icon.
    const broken = banners(page).locator('.swiper-slide-active');
    expect(await textOf(broken.locator('.safe-image--fallback'))).toBe('Lucky draw');
    expect(await broken.locator('img').count()).toBe(0);
    // NONE: the banner is not a link.
    expect(await broken.getByRole('link').count()).toBe(0);

    await banners(page).getByRole('button', { name: 'Show banner 2', exact: true }).click();
    await waitForActiveBanner(page, 'Live casino week');
    const external = banners(page)
      .locator('.swiper-slide-active')
      .getByRole('link', { name: 'Live casino week' });
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([page.waitForEvent('popup'), external.click()]);
    await tab.waitForURL(`${suite.server.url}/live?from=banner`);
    expect(await tab.evaluate(() => window.opener === null)).toBe(true);
    await tab.close();

    await banners(page).getByRole('button', { name: 'Show banner 1', exact: true }).click();
    await waitForActiveBanner(page, 'Spring bonus');
    await banners(page).locator('.swiper-slide-active').getByRole('link', { name: 'Spring bonus' }).click();
    await expectPath(page, '/hot');
  });

  it('scrolls the marquee notices, pausing on hover, and keeps other notices out of it', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const notices = await visible(region(page, 'Notices'));
    const list = notices.getByRole('list');
    await visible(list);
    // The sections swap in lazily loaded carousels, and React hides a section while one loads (its
    // innerText then has no separators): the texts are read until they settle.
    await expect
      .poll(async () => (await list.getByRole('listitem').allInnerTexts()).map(flat))
      .toEqual(
        NOTICES.filter((notice) => notice.marquee).map((notice) => `${notice.title} ${notice.content}`),
      );
    const track = notices.locator('.marquee__track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running');
    await notices.hover();
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  });

  it('shows the hot games, then a row per category of up to 10 columns of 2 tiles that behave as in the lobby', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const games = await visible(region(page, 'Games'));
    const hot = await visible(games.getByRole('region', { name: 'Hot', exact: true }));
    await visible(hot.getByRole('article', { name: 'Slot 03', exact: true }));
    await expect
      .poll(() => hot.getByRole('article').allInnerTexts())
      .toEqual([expect.stringContaining('Slot 03'), expect.stringContaining('Slot 04')]);

    const slots = await visible(games.getByRole('region', { name: 'Slots', exact: true }));
    const slotTiles = slots.getByRole('article');
    await expect.poll(() => slotTiles.count()).toBe(20);
    // Columns of two: the second tile sits under the first, the third starts the next column.
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (index) => slotTiles.nth(index).boundingBox()),
    );
    expect(second?.x).toBe(first?.x);
    expect(second?.y).toBeGreaterThan(first?.y ?? Infinity);
    expect(third?.x).toBeGreaterThan(first?.x ?? Infinity);
    expect(third?.y).toBe(first?.y);

    const live = await visible(games.getByRole('region', { name: 'Live casino', exact: true }));
    await expect.poll(() => live.getByRole('article').count()).toBe(2);
    // A short row stands in one line, not a block of two.
    const [baccarat, roulette] = await Promise.all(
      [0, 1].map(async (index) => live.getByRole('article').nth(index).boundingBox()),
    );
    expect(roulette?.y).toBe(baccarat?.y);
    expect(roulette?.x).toBeGreaterThan(baccarat?.x ?? Infinity);
    // Its two tiles fit: no arrows. The slots row is wider than the page: its arrows page through it.
    expect(await live.getByRole('button', { name: /games in Live casino/ }).count()).toBe(0);
    const slotList = slots.getByRole('list');
    const back = slots.getByRole('button', { name: 'Earlier games in Slots' });
    const on = slots.getByRole('button', { name: 'More games in Slots' });
    expect(await (await visible(back)).isDisabled()).toBe(true);
    await on.click();
    await expect.poll(() => slotList.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => back.isDisabled()).toBe(false);
    await back.click();
    await expect.poll(() => back.isDisabled()).toBe(true);
    expect(
      await games
        .getByRole('region')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('h3')?.textContent)),
    ).toEqual(['Hot', 'Slots', 'Live casino']);

    // A visitor who starts a game is asked to log in, as in the lobby (a free trial starts at once:
    // launch.e2e.ts).
    await slots.getByRole('button', { name: 'Play Slot 02' }).click();
    await visible(page.getByRole('dialog', { name: 'Log in' }));
    await page.keyboard.press('Escape');

    await slots.getByRole('link', { name: 'More games' }).click();
    await expectPath(page, '/rng');

    // On a phone the rows scroll sideways.
    await page.goto('/');
    await page.setViewportSize({ width: 390, height: 844 });
    const grid = (await visible(region(page, 'Games').getByRole('region', { name: 'Slots' }))).getByRole(
      'list',
    );
    await visible(grid);
    expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await grid.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    // A phone swipes: no arrows.
    expect(await region(page, 'Games').getByRole('button', { name: 'More games in Slots' }).isVisible()).toBe(
      false,
    );
  });

  it('shows the hot matches with league, teams, today / tomorrow / date labels and odds, and opens the sports centre', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const matches = await visible(region(page, 'Hot matches'));
    const cards = matches.getByRole('link');
    await expect.poll(() => cards.count()).toBe(3);
    const [today, tomorrow, later] = matchTimes.map((time) => clockIn(time, timeZone));
    await expect
      .poll(async () => (await cards.allInnerTexts()).map(flat))
      .toEqual([
        `League 1 Today ${String(today)} Tokyo Falcons VS Osaka Waves Home 1.50 Away 2.15`,
        `League 2 Tomorrow ${String(tomorrow)} Nagoya Kings VS Kobe Stars Home 1.60 Away 2.25`,
        `League 3 ${monthDayIn(matchTimes[2] ?? new Date(), timeZone)} ${String(later)} Sapporo Bears VS Fukuoka Hawks Home 1.70 Away 2.35`,
      ]);
    // Crests: the image where there is one, the fallback where it is missing or broken (once the
    // lazy crest has been asked for, in view).
    await matches.scrollIntoViewIfNeeded();
    await expect.poll(() => cards.nth(0).locator('img').count()).toBe(1);
    await expect.poll(() => cards.nth(1).locator('.safe-image--fallback').count()).toBe(1);
    await expect.poll(() => cards.nth(1).locator('img').count()).toBe(1);
    expect(await cards.nth(2).locator('.safe-image--fallback').count()).toBe(2);

    await cards.nth(0).click();
    await expectPath(page, '/sports');
  });

  it('draws the sections below the game rows once the rows have answered, below them', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await visible(region(page, 'Hot matches'));
    // Held game rows: the box keeps a row's height, and nothing below it is drawn yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/wps\/relay\/games\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await visible(page.locator('.game-rows--pending'));
    // The page's other parts are drawn; the footer, too, waits for the rows (it would jump down).
    await visible(region(page, 'Games'));
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await region(page, 'Hot matches').count()).toBe(0);
    expect(await region(page, 'Latest big wins').count()).toBe(0);
    release();
    const matches = await visible(region(page, 'Hot matches'));
    await visible(region(page, 'Latest big wins'));
    await visible(page.getByRole('contentinfo'));
    const games = await region(page, 'Games').boundingBox();
    const matchesBox = await matches.boundingBox();
    expect(games).not.toBeNull();
    expect(matchesBox?.y).toBeGreaterThanOrEqual((games?.y ?? 0) + (games?.height ?? 0));
    expect(await region(page, 'Games').getByRole('region').count()).toBeGreaterThan(1);
  });

  it('asks for the app once the first banner has painted, not later than a second without it, and loads the locale data in a worker', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await visible(currentBullet(page, 1));
    const order: string[] = [];
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('request', (request) => {
      if (/\/assets\/(?!start-|intl-warmup-)[^/]+\.js$/.test(request.url())) order.push('app');
    });
    // The first banner's image (and the other images at that address) arrives 300 ms late.
    await page.route('**/favicon.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('banner');
      await route.continue();
    });
    await page.reload();
    await visible(currentBullet(page, 1));
    expect(order.slice(0, 2)).toEqual(['banner', 'app']);
    expect(workers.some((url) => /\/assets\/intl-warmup-[\w-]+\.js$/.test(url))).toBe(true);

    // A first banner that does not arrive at all holds the app back no longer than a second.
    await page.unrouteAll();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/favicon.svg', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.reload({ waitUntil: 'commit' });
      await visible(page.getByRole('button', { name: 'Log in', exact: true }));
    } finally {
      release();
    }
  });

  it('labels the matches 今日 and 明日 in Japanese', async () => {
    const page = await suite.openPage('/', { language: 'JA' });
    const matches = await visible(region(page, '注目の試合'));
    const times = matches.locator('time');
    await expect.poll(() => times.count()).toBe(3);
    const [today, tomorrow] = matchTimes.map((time) => clockIn(time, timeZone));
    await expect
      .poll(() => times.allInnerTexts())
      .toEqual([
        `今日 ${String(today)}`,
        `明日 ${String(tomorrow)}`,
        `${monthDayIn(matchTimes[2] ?? new Date(), timeZone)} ${clockIn(matchTimes[2] ?? new Date(), timeZone)}`,
      ]);
  });

  it('lists the big wins newest first with masked names, and counts the jackpot up', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    const board = await visible(region(page, 'Latest big wins'));
    const rows = board.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    const time = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;
    await expect
      .poll(async () => (await rows.allInnerTexts()).map(flat))
      .toEqual([
        expect.stringMatching(new RegExp(`^${masked('bigwinnerz')} Home Roulette ¥ ?2,500\\.00 ${time}$`)),
        expect.stringMatching(new RegExp(`^${masked('homewinnera')} Slot 01 ¥ ?1,500\\.00 ${time}$`)),
      ]);
    expect(await board.innerText()).not.toContain('bigwinnerz');

    // No vendor publishes a pool here: the spec's counter starts between 1.5M and 2M and grows.
    const jackpot = region(page, 'Jackpot').locator('.jackpot__amount');
    await expect.poll(() => jackpotFigure(jackpot)).toBeGreaterThan(0);
    const start = await jackpotFigure(jackpot);
    expect(start).toBeGreaterThanOrEqual(1_500_000);
    expect(start).toBeLessThanOrEqual(2_000_000);
    expect(flat(await textOf(jackpot))).toMatch(/^¥ ?[\d,]+\.\d{2}$/);
    await expect.poll(() => jackpotFigure(jackpot), { timeout: 15_000 }).toBeGreaterThan(start);
  });

  it('stands still with reduced motion: the marquee is a plain list', async () => {
    const page = await suite.openPage('/', { language: 'EN' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const notices = await visible(region(page, 'Notices'));
    const track = notices.locator('.marquee__track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(await notices.locator('.marquee__list--copy').isVisible()).toBe(false);
  });

  it('shows no banner, marquee or match section once there is none', async () => {
    await content.clear('banners');
    await content.clear('notices');
    await content.clear('hot-matches');
    const page = await suite.openPage('/', { language: 'EN' });
    await visible(region(page, 'Games'));
    await visible(region(page, 'Latest big wins'));
    expect(await region(page, 'Featured').count()).toBe(0);
    expect(await page.locator('.banners__frame').count()).toBe(0);
    expect(await region(page, 'Notices').count()).toBe(0);
    expect(await region(page, 'Hot matches').count()).toBe(0);
  });
});
