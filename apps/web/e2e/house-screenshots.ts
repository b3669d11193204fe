/**
 * Captures the house vendor's games (each slot title, dice, mines, baccarat, history, fairness and
 * the verification page) on a phone and a desktop, in Japanese and English, into /screenshots/house
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

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}${name}.png` });
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
});
