/**
 * Captures the house vendor's games (each slot title, dice, mines, baccarat, history, fairness and
 * the verification page), and its lottery (fast 5D and 3D, a Vietnamese province, orders, results,
 * trend and a draw's verification, phone and desktop each in both languages) on a phone and a
 * desktop, in Japanese and English, into /screenshots/house
 * (git-ignored), opened the way the lobby opens them. Run after `npm run build`:
 * `npx tsx apps/web/e2e/house-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { callAsMember, logInFromHeader, visible } from './support/app.ts';
import { onTestServer, startScreenshots } from './support/screenshots.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, language: 'JA' },
  { name: 'desktop', width: 1280, height: 800, language: 'EN' },
] as const;
const PASSWORD = 'secret123';

interface GameRow {
  nodeId: number;
  gameId: string;
}

const shots = await startScreenshots('house', onTestServer({ houseVendor: true }));
const { server, outDir } = shots;

const launch = async (page: Page, gameId: string, language: string) => {
  const games = (await callAsMember(page, 'GET', '/wps/relay/games?vassalage=HOUSE&pageSize=100')) as {
    games: GameRow[];
  };
  const game = games.games.find((candidate) => candidate.gameId === gameId);
  if (!game) throw new Error(`no house game ${gameId}`);
  // The launch in the screenshot's language: the game page takes it from the platform's session.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(
    `/wps/game/launchGame?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=HOUSE`,
    { headers: { Authorization: token ?? '', Language: language } },
  );
  const launched = (await response.json()) as { value: { url: string } };
  await page.goto(new URL(launched.value.url, page.url()).toString());
  await visible(page.getByTestId('balance'));
};

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}${name}.png`, fullPage });
};

const LOTTERY_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The lottery's words the script clicks, per language. */
const LOTTERY_TEXT = {
  JA: {
    ball: '第1球',
    ball2: '第2球',
    follow: '次の回も追いかける',
    place: 'ベットする',
    results: '結果',
    trend: 'トレンド',
    straight: 'ストレート',
    quick: 'クイックピック',
    lo2: 'バオロー2',
    verify: '検証',
  },
  EN: {
    ball: 'Ball 1',
    ball2: 'Ball 2',
    follow: 'Follow the next draws',
    place: 'Place bet',
    results: 'Results',
    trend: 'Trend',
    straight: 'Straight',
    quick: 'Quick pick',
    lo2: 'Bao lô 2',
    verify: 'Verify',
  },
} as const;

/** The lottery screens: a slip filled in, orders placed, the 3D straight, a Vietnamese bao lô. */
const lotteryShots = async (page: Page, prefix: string, language: 'JA' | 'EN') => {
  const words = LOTTERY_TEXT[language];
  await launch(page, 'lotto-5d-1', language);
  await page.getByRole('button', { name: `${words.ball} 7`, exact: true }).click();
  await page.getByRole('button', { name: `${words.ball2} 3`, exact: true }).click();
  await page.getByLabel(words.follow).check();
  await shot(page, `${prefix}-lottery-5d-slip`);
  await page.getByRole('button', { name: words.place }).click();
  await visible(page.getByTestId('lottery-order').first());
  await shot(page, `${prefix}-lottery-5d-placed`, true);
  await launch(page, 'lotto-3d-3', language);
  await page.getByRole('tab', { name: words.straight }).click();
  await page.getByRole('button', { name: words.quick }).click();
  await shot(page, `${prefix}-lottery-3d-straight`, true);
  await launch(page, 'vn-mb', language);
  await page.getByRole('tab', { name: words.lo2 }).click();
  await page.getByRole('button', { name: words.quick }).click();
  await shot(page, `${prefix}-lottery-vn-lo2`, true);
};

/** Once a fast draw is drawn: the results, the trend and the draw's verification. */
const lotteryResultShots = async (page: Page, prefix: string, language: 'JA' | 'EN') => {
  const words = LOTTERY_TEXT[language];
  await launch(page, 'lotto-5d-1', language);
  await page.getByRole('tab', { name: words.results }).click();
  await visible(page.getByTestId('lottery-result').first());
  await shot(page, `${prefix}-lottery-results`, true);
  await page.getByRole('tab', { name: words.trend }).click();
  await shot(page, `${prefix}-lottery-trend`, true);
  await page.getByRole('tab', { name: words.results }).click();
  const href = await page.getByRole('link', { name: words.verify }).first().getAttribute('href');
  await page.goto(new URL(href ?? '', page.url()).toString());
  await visible(page.getByTestId('lottery-verdict'));
  await shot(page, `${prefix}-lottery-verify`, true);
};

await shots.run(async () => {
  for (const viewport of VIEWPORTS) {
    // A member per viewport: a mines board left open would come back instead of a new game.
    const username = `shothouse${viewport.name}`;
    await server.createMember({ username, password: PASSWORD });
    await server.fundMember(username, '5000.00');
    // Logged in on a desktop-wide member site; the game pages are then shown at the viewport's size.
    // The member site in English for logging in; the game page takes the language from its launch URL.
    const context = await shots.newContext({ width: 1280, height: 800 }, { local: { lang: 'EN' } });
    const page = await context.newPage();
    await page.goto('/');
    await logInFromHeader(page, username, PASSWORD);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const prefix = `${viewport.name}-${viewport.language.toLowerCase()}`;
    const spinLabel = viewport.language === 'JA' ? 'スピン' : 'Spin';
    for (const title of ['slot-sakura', 'slot-neon', 'slot-dragon']) {
      await launch(page, title, viewport.language);
      await shot(page, `${prefix}-${title}`);
      await page.getByRole('button', { name: spinLabel, exact: true }).click();
      await page.waitForTimeout(3_000);
      await shot(page, `${prefix}-${title}-spun`);
    }
    await launch(page, 'dice', viewport.language);
    await page
      .getByRole('button', { name: viewport.language === 'JA' ? 'ロール' : 'Roll', exact: true })
      .click();
    await page.waitForTimeout(1_500);
    await shot(page, `${prefix}-dice`);
    await launch(page, 'mines', viewport.language);
    await page
      .getByRole('button', { name: viewport.language === 'JA' ? 'スタート' : 'Start', exact: true })
      .click();
    await page.getByTestId('cell-12').click();
    await page.waitForTimeout(800);
    await shot(page, `${prefix}-mines`);
    await launch(page, 'baccarat', viewport.language);
    await page
      .getByRole('button', { name: /Player|プレイヤー/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: viewport.language === 'JA' ? 'ディール' : 'Deal', exact: true })
      .click();
    await page.waitForTimeout(5_000);
    await shot(page, `${prefix}-baccarat`);
    await page.getByRole('button', { name: viewport.language === 'JA' ? '履歴' : 'History' }).click();
    await shot(page, `${prefix}-history`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: viewport.language === 'JA' ? '公平性' : 'Fairness' }).click();
    await shot(page, `${prefix}-fairness`);
    await context.close();
  }

  // The lottery on a phone and a desktop, each in both languages.
  const lotteryPages: { page: Page; prefix: string; language: 'JA' | 'EN' }[] = [];
  for (const viewport of LOTTERY_VIEWPORTS) {
    for (const language of ['JA', 'EN'] as const) {
      const username = `shotlotto${viewport.name}${language}`.toLowerCase();
      await server.createMember({ username, password: PASSWORD });
      await server.fundMember(username, '5000.00');
      const context = await shots.newContext({ width: 1280, height: 800 }, { local: { lang: 'EN' } });
      const page = await context.newPage();
      await page.goto('/');
      await logInFromHeader(page, username, PASSWORD);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const prefix = `${viewport.name}-${language.toLowerCase()}`;
      await lotteryShots(page, prefix, language);
      lotteryPages.push({ page, prefix, language });
    }
  }
  // The 1-minute game's first draw on this fresh server comes within about a minute.
  await lotteryPages[0]?.page.waitForTimeout(75_000);
  for (const { page, prefix, language } of lotteryPages) await lotteryResultShots(page, prefix, language);
});
