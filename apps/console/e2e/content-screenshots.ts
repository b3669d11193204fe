/**
 * Captures the console's site-content pages (banners, notices and marquee, announcements, popups)
 * and their dialogs (the banner with its image field, the announcement's HTML editor and its source
 * view) on a phone and a desktop, dark in Japanese and light in English, into
 * /screenshots/console-content (git-ignored). Run after `npm run build -w @platform/console`:
 * `npx tsx apps/console/e2e/content-screenshots.ts`.
 */
import en from '../src/features/content/i18n/en.json' with { type: 'json' };
import ja from '../src/features/content/i18n/ja.json' with { type: 'json' };
import {
  consoleStored,
  onTestServer,
  PHONE,
  SMALL_DESKTOP,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { consoleApi, DEMO_ADMIN, signInThroughApi } from './support/console.ts';
import { drawPng } from './support/finance.ts';

const VIEWPORTS = [PHONE, SMALL_DESKTOP] as const;
const STYLES = [
  { theme: 'dark', language: 'JA', texts: ja },
  { theme: 'light', language: 'EN', texts: en },
] as const;

const shots = await startScreenshots('console-content', onTestServer());
const { server, outDir } = shots;

/** A banner-shaped picture: a diagonal gradient between two colours with a lighter band. */
const bannerPng = (from: readonly number[], to: readonly number[]) =>
  drawPng(320, 120, (x, y) => {
    const mix = (x / 320 + y / 120) / 2;
    const band = y > 70 && y < 86 && x > 24 && x < 180 ? 60 : 0;
    const channel = (index: number) =>
      Math.min(255, Math.round((from[index] ?? 0) * (1 - mix) + (to[index] ?? 0) * mix) + band);
    return [channel(0), channel(1), channel(2)];
  });

const upload = async (token: string, png: Buffer) => {
  const response = await fetch(`${server.url}/console-api/media`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'image/png', Language: 'EN' },
    body: new Uint8Array(png),
  });
  return ((await response.json()) as { value: { url: string } }).value.url;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const add = async (resource: string, body: unknown) => {
    const answer = await consoleApi(server, token, 'POST', `/content/${resource}`, body);
    if (answer.status !== 200) throw new Error(`${resource}: ${JSON.stringify(answer.payload)}`);
  };
  const summer = await upload(token, bannerPng([240, 120, 40], [200, 30, 90]));
  const welcome = await upload(token, bannerPng([30, 90, 200], [20, 180, 160]));
  const vip = await upload(token, bannerPng([90, 40, 160], [230, 180, 60]));
  await add('banners', {
    groupName: 'w_home',
    title: { JA: '夏のキャンペーン', EN: 'Summer campaign' },
    imageUrl: summer,
    linkageType: 'INTERNAL',
    url: '/promotions',
    sortOrder: 1,
  });
  await add('banners', {
    groupName: 'w_home',
    title: { JA: 'VIPクラブ', EN: 'VIP club' },
    imageUrl: vip,
    linkageType: 'EXTERNAL',
    url: 'https://example.com/vip',
    sortOrder: 2,
    startsAt: inDays(3),
  });
  await add('banners', {
    groupName: 'w_reg',
    title: { JA: '新規登録ボーナス', EN: 'Welcome bonus' },
    imageUrl: welcome,
    sortOrder: 1,
  });
  await add('banners', {
    groupName: 'w_leftmenu',
    title: { JA: '画像なし', EN: 'Missing image' },
    imageUrl: '/wps/media/missing.png',
    enabled: false,
  });
  await add('notices', {
    title: { JA: 'メンテナンスのお知らせ', EN: 'Maintenance tonight' },
    content: {
      JA: '今夜2時から30分間、システムメンテナンスを行います。',
      EN: 'The site is under maintenance from 2:00 for 30 minutes tonight.',
    },
    marquee: true,
  });
  await add('notices', {
    title: { JA: '新しいゲームを追加しました', EN: 'New games added' },
    content: { JA: '人気スロット10タイトルを追加しました。', EN: 'Ten popular slots are now in the lobby.' },
    marquee: false,
    sortOrder: 2,
    endsAt: inDays(10),
  });
  const html = (heading: string, text: string) =>
    `<h2>${heading}</h2><p>${text} <strong>1,000</strong></p><ul><li>A</li><li>B</li></ul>`;
  await add('announcements', {
    title: { JA: '初回入金ボーナス', EN: 'First deposit bonus' },
    content: { JA: html('初回入金', 'ボーナス'), EN: html('First deposit', 'Bonus') },
    promotionType: 'DEPOSIT_BONUS',
  });
  await add('announcements', {
    title: { JA: '年末年始の営業について', EN: 'Holiday opening hours' },
    content: { JA: '<p>年末年始も休まず営業します。</p>', EN: '<p>We stay open over the holidays.</p>' },
    sortOrder: 2,
  });
  await add('popups', {
    audience: 'B',
    title: { JA: 'ようこそ', EN: 'Welcome' },
    content: { JA: '<p>ご登録で特典</p>', EN: '<p>Sign up for a bonus</p>' },
    imageUrl: welcome,
    linkageType: 'INTERNAL',
    url: '/register',
  });
  await add('popups', {
    audience: 'F',
    title: { JA: '初回ログイン特典', EN: 'First login gift' },
    content: { JA: '<p>特典をお受け取りください。</p>', EN: '<p>Collect your gift.</p>' },
    startsAt: inDays(-1),
    endsAt: inDays(30),
  });

  await shots.eachLook(
    'console content',
    { viewports: VIEWPORTS, looks: STYLES, stored: (look) => consoleStored(look, token) },
    async ({ page, name, look }) => {
      const shoot = async (shot: string, fullPage = true) => {
        // Images and the lazy pages' chunks load, and the colours' transitions end.
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${outDir}${shot}-${name}.png`, fullPage });
        process.stdout.write(`saved ${shot}-${name}.png\n`);
      };
      const open = async (path: string, heading: string) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      };
      const texts = look.texts.content;

      await open('/console/content/banners', texts.banners.title);
      await page.locator('img.content-thumb').first().waitFor();
      await shoot('banners');
      const summerTitle = look.language === 'JA' ? '夏のキャンペーン' : 'Summer campaign';
      await page
        .getByRole('button', { name: texts.actions.editNamed.replace('{{name}}', summerTitle) })
        .click();
      await page.getByRole('dialog', { name: texts.banners.editTitle }).waitFor();
      await shoot('banner-dialog', false);

      await open('/console/content/notices', texts.notices.title);
      await shoot('notices');

      await open('/console/content/popups', texts.popups.title);
      await shoot('popups');

      await open('/console/content/announcements', texts.announcements.title);
      await shoot('announcements');
      await page.getByRole('button', { name: texts.announcements.create }).click();
      const dialog = page.getByRole('dialog', { name: texts.announcements.createTitle });
      await dialog.waitFor();
      const japanese = dialog.getByRole('group', { name: '日本語' });
      await japanese.getByRole('textbox', { name: texts.fields.titleJA }).fill('キャンペーンのお知らせ');
      await japanese.getByRole('textbox', { name: texts.fields.contentJA }).click();
      await page.keyboard.type('期間限定のキャンペーンです。');
      await japanese.getByRole('button', { name: texts.editor.bold, exact: true }).click();
      await page.keyboard.type(' 最大10,000円');
      await shoot('announcement-editor', false);
      await japanese.getByRole('button', { name: texts.editor.link, exact: true }).click();
      await japanese.getByRole('textbox', { name: texts.editor.linkUrl }).fill('javascript:alert(1)');
      await japanese.getByRole('button', { name: texts.editor.apply }).click();
      await shoot('announcement-editor-link', false);
      await japanese.getByRole('button', { name: texts.editor.source }).click();
      await japanese
        .getByRole('textbox', { name: texts.fields.contentJA })
        .fill(
          '<p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>',
        );
      await shoot('announcement-source', false);
    },
  );
});
