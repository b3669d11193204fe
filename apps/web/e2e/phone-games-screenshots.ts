/**
 * Captures each house game in the lobby's game page (as a member opens it) on a phone in portrait
 * (390 × 844) and landscape (844 × 390) and on a desktop, in Japanese and English, in the dark and
 * light themes, and the download page the same ways, into /screenshots/phone (git-ignored). Run
 * after `npm run build`: `npx tsx apps/web/e2e/phone-games-screenshots.ts`.
 */
import { callAsMember, logInFromHeader, visible } from './support/app.ts';
import { onTestServer, startScreenshots } from './support/screenshots.ts';

const VIEWPORTS = [
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const GAMES = ['slot-sakura', 'slot-neon', 'slot-dragon', 'dice', 'mines', 'baccarat'] as const;
const PASSWORD = 'secret123';

const shots = await startScreenshots('phone', onTestServer({ houseVendor: true }));
const { server, outDir } = shots;
await shots.run(async () => {
  for (const language of ['JA', 'EN'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      const username = `shotphone${language}${theme}`.toLowerCase();
      await server.createMember({ username, password: PASSWORD });
      await server.fundMember(username, '5000.00');
      const context = await shots.newContext({ width: 1280, height: 800 });
      // Logged in through the English header, then shown in the screenshot's language.
      await context.addInitScript((colours) => {
        localStorage.setItem('theme', colours);
        if (localStorage.getItem('lang') === null) localStorage.setItem('lang', 'EN');
      }, theme);
      const page = await context.newPage();
      await page.goto('/');
      await logInFromHeader(page, username, PASSWORD);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      const { games } = (await callAsMember(
        page,
        'GET',
        '/wps/relay/games?vassalage=HOUSE&pageSize=100',
      )) as {
        games: { nodeId: number; gameId: string }[];
      };
      const prefix = `${language.toLowerCase()}-${theme}`;
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto('/download');
        await visible(page.getByRole('article').first());
        await page.screenshot({ path: `${outDir}${prefix}-${viewport.name}-download.png`, fullPage: true });
        for (const gameId of GAMES) {
          const game = games.find((candidate) => candidate.gameId === gameId);
          if (!game) throw new Error(`no house game ${gameId}`);
          await page.goto(`/seamless?nodeId=${game.nodeId}&gameId=${gameId}&vassalage=HOUSE`);
          await visible(page.frameLocator('iframe.game-page__frame').getByTestId('balance'));
          await page.waitForTimeout(600);
          await page.screenshot({ path: `${outDir}${prefix}-${viewport.name}-${gameId}.png` });
        }
      }
      await context.close();
    }
  }
});
