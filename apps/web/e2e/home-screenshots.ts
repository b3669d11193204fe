/**
 * Captures the home page (banners, marquee, game rows, hot matches, winner board and jackpot) with
 * demo-like content on a phone and a desktop, dark in Japanese and light in English, into
 * /screenshots/home (git-ignored): `{phone,desktop,wide}-{dark,light}.png`, whole pages, and the
 * slots list centre beside each as `rng-…`. The house
 * vendor runs, so its games and its live jackpot pool show. Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/home-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { LOOKS, onTestServer, startScreenshots, webStored } from './support/screenshots.ts';
import { namedGame } from './support/app.ts';
import { createContentWriter } from './home-content.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'wide', width: 1920, height: 1080 },
] as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A second provider, whose rounds fill the winner board; it shows the house's artwork. */
const WINS_VENDOR = { vassalage: 'SHOTWINS', displayName: 'Lucky Reels' } as const;
const WINS_GAMES = [
  namedGame('koi', 'Golden Koi', { gameType: 'RNG', iconUrl: '/house/icons/slot-sakura.svg' }),
  namedGame('neon', 'Neon Nights', { gameType: 'RNG', iconUrl: '/house/icons/slot-neon.svg' }),
  namedGame('dragon', 'Dragon Gate', { gameType: 'RNG', iconUrl: '/house/icons/slot-dragon.svg' }),
  namedGame('table', 'Royal Baccarat', { gameType: 'LIVE', iconUrl: '/house/icons/baccarat.svg' }),
];
const PLAYERS = ['sakura88', 'kenji2024', 'luckystar', 'mikan7', 'tanaka55', 'yuki0420', 'riverboat'];

const team = (ja: string, en: string, file: string) => ({
  name: { JA: ja, EN: en },
  image: `/demo/${file}.svg`,
});

const shots = await startScreenshots('home', onTestServer({ houseVendor: true }));
const { server, outDir } = shots;
const content = createContentWriter(server.url);

/** Waits for the carousels and lazy images, then the end of transitions. */
const settle = async (page: Page) => {
  await page.locator('.banners .swiper-pagination-bullet').first().waitFor();
  await page.locator('.winner').first().waitFor();
  await page.locator('.jackpot__value:not(:empty)').waitFor();
  // Lazy images below the fold load once scrolled past.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(1_500);
};

await shots.run(async () => {
  await server.addVendor({ ...WINS_VENDOR, categories: ['RNG', 'LIVE'], games: WINS_GAMES });
  await content.markHot('HOUSE', ['Sakura Garden', 'Neon 777', 'Auto Baccarat']);
  await content.markHot(WINS_VENDOR.vassalage, ['Golden Koi', 'Dragon Gate']);

  const banners = [
    [
      '初回入金ボーナス 100%',
      'Welcome bonus 100%',
      '最大3万円まで（デモ）',
      'Up to 300 (demo)',
      'banner-welcome',
      '/promotions',
    ],
    [
      '1,600以上のゲーム',
      '1,600+ games',
      'スロット・ライブ・フィッシング',
      'Slots, live casino and fishing',
      'banner-games',
      '/rng',
    ],
    [
      'ライブスポーツベッティング',
      'Live sports betting',
      '試合中もオッズが動きます',
      'Odds that move with the match',
      'banner-sports',
      '/sports',
    ],
  ] as const;
  for (const [index, [ja, en, jaLine, enLine, file, url]] of banners.entries()) {
    await content.addBanner({
      groupName: 'w_home',
      title: { JA: ja, EN: en },
      headline: { JA: ja, EN: en },
      subline: { JA: jaLine, EN: enLine },
      imageUrl: `/demo/${file}.svg`,
      linkageType: 'INTERNAL',
      url,
      sortOrder: index,
    });
  }
  const notices = [
    [
      '週末メンテナンスのお知らせ',
      '日曜 02:00〜04:00 は入出金を一時停止します。',
      'Weekend maintenance',
      'Deposits and withdrawals pause on Sunday from 02:00 to 04:00.',
    ],
    [
      '新作スロット登場',
      '今週は20タイトルの新作スロットが追加されました。',
      'New slots',
      'Twenty new slot titles joined the lobby this week.',
    ],
  ] as const;
  for (const [jaTitle, jaText, enTitle, enText] of notices) {
    await content.addNotice({ title: { JA: jaTitle, EN: enTitle }, content: { JA: jaText, EN: enText } });
  }
  const now = Date.now();
  const matches = [
    [
      team('ハーバーユナイテッド', 'Harbor United', 'team-harbor'),
      team('レッドフォックス', 'Red Fox', 'team-redfox'),
      2 * HOUR_MS,
      '1.85',
      '2.10',
    ],
    [
      team('ノーススター', 'North Star', 'team-northstar'),
      team('イーグルス', 'Eagles', 'team-eagles'),
      DAY_MS + 3 * HOUR_MS,
      '1.62',
      '2.45',
    ],
    [
      team('ヘロンズ', 'Herons', 'team-herons'),
      team('サンダー', 'Thunder', 'team-thunder'),
      3 * DAY_MS,
      '2.30',
      '1.70',
    ],
    [
      team('マウンテンタイガース', 'Mountain Tigers', 'team-tigers'),
      team('シルバーウルブズ', 'Silver Wolves', 'team-wolves'),
      5 * DAY_MS,
      '1.95',
      '1.95',
    ],
  ] as const;
  for (const [index, [home, away, offset, homeOdds, awayOdds]] of matches.entries()) {
    await content.addHotMatch({
      league:
        index % 2 === 0
          ? { JA: 'デモ・プレミアリーグ', EN: 'Demo Premier League' }
          : { JA: 'デモ・バスケットボール', EN: 'Demo Basketball' },
      homeTeam: home.name,
      awayTeam: away.name,
      homeTeamImage: home.image,
      awayTeamImage: away.image,
      matchTime: new Date(now + offset).toISOString(),
      homeTeamOdds: homeOdds,
      awayTeamOdds: awayOdds,
    });
  }
  for (const [index, username] of PLAYERS.entries()) {
    await server.createMember({ username, password: 'secret123' });
    await server.fundMember(username, '500.00');
    const game = WINS_GAMES[index % WINS_GAMES.length];
    await server.playRound({
      username,
      vassalage: WINS_VENDOR.vassalage,
      gameId: game?.gameId ?? 'koi',
      stake: '50.00',
      payout: `${String(1200 + index * 1375)}.${String(10 + index * 7)}`,
    });
  }

  await shots.eachLook(
    'home',
    { viewports: VIEWPORTS, looks: LOOKS, stored: webStored },
    async ({ page, viewport, look }) => {
      await page.goto('/');
      await settle(page);
      const name = `${viewport.name}-${look.theme}`;
      await page.screenshot({ path: `${outDir}${name}.png`, fullPage: true });
      // A list centre beside it: the slots page.
      await page.goto('/rng');
      await page.locator('.game-grid .game-tile').first().waitFor();
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: `${outDir}rng-${name}.png`, fullPage: true });
    },
  );
});
