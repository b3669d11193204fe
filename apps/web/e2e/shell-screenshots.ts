/**
 * Captures the site shell (the side menu open on a phone, the footer on a desktop, the
 * announcements popup, a public popup, the bell's notices and the right bar) on a phone and a
 * desktop, dark and light, into /screenshots/shell (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/shell-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { createTestMember, registerTestVendor } from '@platform/server/testing';
import {
  LOOKS,
  onTestApp,
  PHONE,
  SMALL_DESKTOP,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';
import { namedGame } from './support/app.ts';
import { both, createShellContent } from './shell-content.ts';

const VIEWPORTS = [PHONE, SMALL_DESKTOP] as const;
const MEMBER = { username: 'shotshell', password: 'secret123' };
const VENDORS = [
  ['SHOTSAKURA', 'Sakura Gaming', 'RNG'],
  ['SHOTREELS', 'Reel Masters', 'RNG'],
  ['SHOTLIVE', 'Royal Live', 'LIVE'],
  ['SHOTFISH', 'Harbor Fishing', 'FISH'],
  ['SHOTSPORT', 'Kickoff Sports', 'SPORTS'],
  ['SHOTCARDS', 'Card Hall', 'PVP'],
  ['SHOTLOTTO', 'Lucky Lotto', 'LOTT'],
  ['SHOTARENA', 'Pixel Arena', 'ESPORTS'],
  ['SHOTNEON', 'Neon Spins', 'RNG'],
  ['SHOTDRAGON', 'Dragon Tables', 'LIVE'],
  ['SHOTPEARL', 'Pearl Reels', 'RNG'],
  ['SHOTSTAR', 'Starfall', 'RNG'],
  ['SHOTBLAZE', 'Blaze Games', 'RNG'],
  ['SHOTTIDE', 'Tide Fishing', 'FISH'],
] as const;

const shots = await startScreenshots('shell', onTestApp());
const { server: app, url: baseURL, outDir } = shots;
const content = createShellContent(baseURL);

/** Lets lazy images and chunks load and transitions end. */
const settle = (page: Page) => page.waitForTimeout(700);

const shoot = async (page: Page, shot: string, name: string, fullPage = false) => {
  await settle(page);
  await page.screenshot({ path: `${outDir}${shot}-${name}.png`, fullPage });
};

await shots.run(async () => {
  for (const [index, [vassalage, displayName, category]] of VENDORS.entries()) {
    const { actor } = await registerTestVendor(app.services, {
      vassalage,
      displayName,
      categories: [category],
      games: [namedGame(`${vassalage.toLowerCase()}-game`, `${displayName} Game`, { gameType: category })],
    });
    // Every third vendor has no logo and shows its name instead.
    if (index % 3 !== 2) {
      await app.services.gamesAdmin.updateVendor(actor, vassalage, { logoUrl: '/favicon.svg' });
    }
  }
  const site = await app.services.system.getSiteSetting();
  await app.services.system.setSiteSetting({
    ...site,
    customerService: [
      { csType: 'LIVE_CHAT', title: 'Sales chat', path: '/favicon.svg' },
      { csType: 'WHATSAPP', title: 'WhatsApp', path: '/favicon.svg' },
      { csType: 'TELEGRAM', title: 'Telegram', path: '/favicon.svg' },
    ],
  });
  await app.services.system.setContentSetting({
    socialLinks: [
      { kind: 'FACEBOOK', url: 'https://facebook.example/' },
      { kind: 'X', url: 'https://x.example/' },
      { kind: 'INSTAGRAM', url: 'https://instagram.example/' },
      { kind: 'YOUTUBE', url: 'https://youtube.example/' },
      { kind: 'TELEGRAM', url: 'https://t.example/' },
      { kind: 'LINE', url: 'https://line.example/' },
    ],
  });
  await content.addBanner({
    groupName: 'w_leftmenu',
    title: { JA: 'デイリーリベート', EN: 'Daily rebate' },
    imageUrl: '/demo/banner-menu.svg',
    linkageType: 'INTERNAL',
    url: '/promotions',
  });
  for (const [slug, ja, en] of [
    ['term', '利用規約', 'Terms of use'],
    ['deposit-guide', '入金ガイド', 'Deposit guide'],
    ['responsible', '責任あるゲーム', 'Responsible gaming'],
    ['licence', 'ライセンス', 'Licence'],
  ] as const) {
    await content.addHelpArticle({ slug, title: { JA: ja, EN: en }, content: both(`<p>${en}</p>`) });
  }
  await content.addNotice({
    title: { JA: '今夜のメンテナンス', EN: 'Maintenance tonight' },
    content: { JA: '02:00から03:00まで一時停止します。', EN: 'The site pauses from 02:00 to 03:00.' },
  });
  for (let index = 1; index <= 11; index += 1) {
    const isLatest = index === 11;
    await content.addAnnouncement({
      title: isLatest
        ? { JA: '入金ボーナス週間がスタート', EN: 'Deposit bonus week starts now' }
        : {
            JA: `お知らせ ${String(index)}: サービス改善について`,
            EN: `Notice ${String(index)}: service improvements`,
          },
      content: isLatest
        ? {
            JA: '<p>今週は入金ごとに<strong>10%</strong>のボーナス。</p><ul><li>最低入金額 ¥1,000</li><li>上限 ¥10,000</li></ul>',
            EN: '<p>Every deposit this week earns a <strong>10%</strong> bonus.</p><ul><li>Minimum deposit ¥1,000</li><li>Up to ¥10,000</li></ul>',
          }
        : both(`<p>Notice ${String(index)}.</p>`),
      promotionType: isLatest ? 'DEPOSIT_BONUS' : null,
    });
  }
  await content.addPopup({
    audience: 'B',
    title: { JA: 'ようこそ', EN: 'Welcome' },
    content: {
      JA: '<p>今すぐ登録して初回入金ボーナスを受け取りましょう。</p>',
      EN: '<p>Sign up now and claim your first deposit bonus.</p>',
    },
    imageUrl: '/demo/banner-welcome.svg',
    linkageType: 'INTERNAL',
    url: '/register',
  });
  await createTestMember(app.services, MEMBER);

  await shots.eachLook(
    'shell',
    { viewports: VIEWPORTS, looks: LOOKS, stored: webStored },
    async ({ page, name, viewport }) => {
      await page.goto('/');
      await page.locator('.announcements__item').first().waitFor();
      await shoot(page, 'announcements', name);
      if (viewport.name === 'phone') {
        await page.locator('.announcements__item').nth(1).click();
        await shoot(page, 'announcements-reading', name);
      }
      await page.locator('dialog .dialog__close').click();
      await page.locator('.public-popup').waitFor();
      await shoot(page, 'popup', name);
      await page.locator('dialog .dialog__close').click();
      await page.locator('dialog').waitFor({ state: 'detached' });

      if (viewport.name === 'phone') {
        await page.locator('.header__menu-toggle').click();
        await shoot(page, 'side-menu', name);
        await page.keyboard.press('Escape');
        await page.locator('.right-bar__toggle').click();
        await shoot(page, 'right-bar', name);
        await page.locator('.right-bar__toggle').click();
      } else {
        await shoot(page, 'shell', name);
      }
      await page.locator('.footer').scrollIntoViewIfNeeded();
      await page.locator('.vendor-carousel').waitFor();
      await shoot(page, 'footer', name);

      await page.goto('/login');
      const dialog = page.locator('dialog.dialog');
      await dialog.locator('input[name="username"]').fill(MEMBER.username);
      await dialog.locator('input[name="password"]').fill(MEMBER.password);
      await dialog.locator('button[type="submit"]').click();
      await page.locator('.notice-bell__trigger').click();
      await page.locator('.notice-bell__tab').nth(1).click();
      await page.locator('.player-notices').waitFor();
      await shoot(page, 'bell-notices', name);
    },
  );
});
