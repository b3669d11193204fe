/**
 * Captures the game lobby (navigation bar, a list centre, a game centre, the search modal, the
 * vendor popup, a game popup, the game page and the maintenance dialog) on a phone and a desktop,
 * dark in Japanese and light in English, into /screenshots (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/lobby-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, LOOKS, onTestServer, PHONE, startScreenshots, webStored } from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const MEMBER = { username: 'shotlobby', password: 'secret123' };
/** An icon the app serves, and one it does not (the tile's fallback after its one retry). */
const ICON = '/favicon.svg';
const MISSING_ICON = '/no-such-icon.png';

type Category = 'RNG' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'LOTT';
interface ShotVendor {
  vassalage: string;
  displayName: string;
  category: Category;
  games: { id: string; ja: string; en: string; classify?: 'SC' | 'JP' | 'TG' | 'AC'; trial?: boolean }[];
}

const VENDORS: ShotVendor[] = [
  {
    vassalage: 'SHOTSAKURA',
    displayName: 'Sakura Gaming',
    category: 'RNG',
    games: [
      { id: 'golden-koi', ja: '黄金の鯉', en: 'Golden Koi', classify: 'JP', trial: true },
      { id: 'neon-fortune', ja: 'ネオンフォーチュン', en: 'Neon Fortune', trial: true },
      { id: 'lucky-lantern', ja: 'ラッキーランタン', en: 'Lucky Lantern', classify: 'SC' },
      { id: 'dragon-gate', ja: 'ドラゴンゲート・メガウェイズ', en: 'Dragon Gate Megaways', classify: 'JP' },
      { id: 'pixel-runner', ja: 'ピクセルランナー', en: 'Pixel Runner', classify: 'AC' },
    ],
  },
  {
    vassalage: 'SHOTREELS',
    displayName: 'Reel Masters',
    category: 'RNG',
    games: [
      { id: 'starlight', ja: 'スターライトリール', en: 'Starlight Reels' },
      { id: 'video-poker', ja: 'ジャックス・オア・ベター', en: 'Jacks or Better', classify: 'TG' },
      { id: 'cherry-bomb', ja: 'チェリーボム', en: 'Cherry Bomb', trial: true },
    ],
  },
  {
    vassalage: 'SHOTLIVE',
    displayName: 'Royal Live',
    category: 'LIVE',
    games: [
      { id: 'speed-baccarat', ja: 'スピードバカラ', en: 'Speed Baccarat', trial: true },
      { id: 'roulette', ja: 'ライトニングルーレット', en: 'Lightning Roulette' },
    ],
  },
  {
    vassalage: 'SHOTFISH',
    displayName: 'Harbor Fishing',
    category: 'FISH',
    games: [{ id: 'ocean-king', ja: 'オーシャンキング', en: 'Ocean King' }],
  },
  {
    vassalage: 'SHOTSPORT',
    displayName: 'Kickoff Sports',
    category: 'SPORTS',
    games: [{ id: 'sportsbook', ja: 'スポーツブック', en: 'Sportsbook' }],
  },
  {
    vassalage: 'SHOTARENA',
    displayName: 'Pixel Arena',
    category: 'ESPORTS',
    games: [{ id: 'arena', ja: 'アリーナ', en: 'Arena' }],
  },
  {
    vassalage: 'SHOTGOAL',
    displayName: 'Goal Line Sports',
    category: 'SPORTS',
    games: [{ id: 'goal-book', ja: 'ゴールブック', en: 'Goal Book' }],
  },
  {
    vassalage: 'SHOTDEEP',
    displayName: 'Deep Blue',
    category: 'FISH',
    games: [
      { id: 'deep-hunter', ja: 'ディープハンター', en: 'Deep Hunter' },
      { id: 'coral-catch', ja: 'コーラルキャッチ', en: 'Coral Catch', trial: true },
    ],
  },
  {
    vassalage: 'SHOTLOTTO',
    displayName: 'Lucky Lotto',
    category: 'LOTT',
    games: [{ id: 'lotto-draw', ja: 'ロトドロー', en: 'Lotto Draw' }],
  },
];

const shots = await startScreenshots('', onTestServer());
const { server, outDir } = shots;

const logIn = async (page: Page) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(MEMBER.username);
  await dialog.locator('input[name="password"]').fill(MEMBER.password);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden' });
};

/** Lets lazy images load (or fail twice) and transitions end. */
const settle = async (page: Page) => {
  await page
    .locator('.spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
};

const shoot = async (page: Page, shot: string, name: string, fullPage = false) => {
  await settle(page);
  await page.screenshot({ path: `${outDir}lobby-${shot}-${name}.png`, fullPage });
};

await shots.run(async () => {
  for (const vendor of VENDORS) {
    await server.addVendor({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      categories: [vendor.category],
      games: vendor.games.map((game, index) => ({
        gameId: game.id,
        gameCode: game.id.toUpperCase(),
        gameType: vendor.category,
        names: { JA: game.ja, EN: game.en },
        iconUrl: index % 3 === 2 ? MISSING_ICON : ICON,
        gameClassify: game.classify ?? null,
        supportsTrial: game.trial ?? false,
        minBet: '1.00',
      })),
    });
  }
  await server.createMember(MEMBER);
  await server.fundMember(MEMBER.username, '12500.00');
  const hour = 60 * 60 * 1000;
  await server.setVendorMaintenance('SHOTFISH', {
    startTime: new Date(Date.now() - hour).toISOString(),
    endTime: new Date(Date.now() + 3 * hour).toISOString(),
  });

  await shots.eachLook(
    'lobby',
    { viewports: VIEWPORTS, looks: LOOKS, stored: webStored },
    async ({ page, name, look: { language } }) => {
      // A visitor's list centre, then the member's.
      await page.goto('/rng');
      await page.locator('.game-tile').first().waitFor();
      await shoot(page, 'rng-visitor', name, true);
      await logIn(page);
      await page.goto('/rng');
      await page.locator('.game-tile').first().waitFor();
      await page.locator('.favourite-btn:not(.favourite-btn--on)').first().click();
      await page.locator('.favourite-btn--on').first().waitFor();
      await shoot(page, 'rng', name, true);

      await page.locator('.chips--sub .chip').nth(2).click();
      await shoot(page, 'rng-classify', name);

      await page.locator('.chips--sub .chip').first().click();
      await page.locator('.game-nav__more').first().click();
      await page.locator('.vendor-popup').waitFor();
      await shoot(page, 'vendor-popup', name);
      await page.locator('.vendor-popup__item').first().click();
      await page.locator('.game-tile').first().waitFor();
      await shoot(page, 'rng-vendor', name);

      await page.locator('.game-tile__name').first().click();
      await page.locator('.game-popup').waitFor();
      await shoot(page, 'game-popup', name);
      await page.keyboard.press('Escape');

      await page.goto('/sports');
      await page.locator('.vendor-card').first().waitFor();
      await shoot(page, 'sports-centre', name, true);

      await page.goto('/fish');
      await page.locator('.game-tile').first().waitFor();
      await shoot(page, 'fish-maintenance-tile', name);

      await page.locator('.game-nav__search').click();
      await page.locator('.search input').fill(language === 'JA' ? 'ル' : 'o');
      await page.locator('.game-carousel').waitFor();
      await shoot(page, 'search', name);
      await page.locator('.search input').fill('qqzzxx');
      await page.locator('.search__empty').waitFor();
      await shoot(page, 'search-empty', name);
      await page.keyboard.press('Escape');

      await page.goto('/live');
      await page.locator('.game-tile').first().waitFor();
      await page.locator('.game-tile .btn--primary').first().click();
      await page.locator('iframe.game-page__frame').waitFor();
      await page.frameLocator('iframe.game-page__frame').locator('h1').waitFor();
      await shoot(page, 'game-page', name);

      await page.goto('/fish');
      await page.locator('.game-tile:has(.game-badge--maintenance) .btn--primary').first().click();
      await page.locator('.suggestions').waitFor();
      await shoot(page, 'maintenance', name);

      await page.goto('/favorite');
      await page.locator('.game-tile').first().waitFor();
      await shoot(page, 'favorite', name, true);
    },
  );
});
