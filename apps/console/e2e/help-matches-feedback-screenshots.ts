/**
 * Captures the help articles, hot matches, content settings, feedback inbox, site languages and the
 * vendor dialog's jackpot URL at phone (390x844) and desktop (1280x800) widths, dark in Japanese and
 * light in English, into /screenshots/console-help-matches-feedback/ (git-ignored). Run after
 * `npm run build -w @platform/console`: `npx tsx apps/console/e2e/help-matches-feedback-screenshots.ts`.
 */
import type { Locator, Page } from 'playwright-core';
import type { FeedbackAdmin, HelpArticleInput, HotMatchInput } from '@platform/contract';
import { testGame } from '@platform/server/testing';
import { consoleStored, LOOKS, onTestServer, startScreenshots } from '../../web/e2e/support/screenshots.ts';
import { consoleApi, DEMO_ADMIN, signInThroughApi } from './support/console.ts';
import { drawPng, memberApi, memberApiLogIn } from './support/finance.ts';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const shots = await startScreenshots('console-help-matches-feedback', onTestServer());
const { server, outDir } = shots;

/** A round crest in two colours, as a team image. */
const crest = (outer: readonly [number, number, number], inner: readonly [number, number, number]) =>
  drawPng(96, 96, (x, y) => {
    const distance = Math.hypot(x - 48, y - 48);
    if (distance > 46) return [255, 255, 255];
    return distance > 30 ? outer : inner;
  });

const upload = async (token: string, png: Buffer) => {
  const response = await fetch(`${server.url}/console-api/media`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'image/png' },
    body: new Uint8Array(png),
  });
  return ((await response.json()) as { value: { url: string } }).value.url;
};

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const articles: HelpArticleInput[] = [
    {
      slug: 'term',
      title: { JA: '利用規約', EN: 'Terms of use' },
      content: {
        JA: '<h2>第1条</h2><p>本規約は全ての会員に適用されます。</p>',
        EN: '<h2>Article 1</h2><p>These terms apply to every member.</p>',
      },
      sortOrder: 1,
    },
    {
      slug: 'licence',
      title: { JA: 'ライセンス', EN: 'Licence' },
      content: {
        JA: '<p>当サイトは正式なライセンスを取得しています。</p>',
        EN: '<p>This site holds a gaming licence.</p>',
      },
      sortOrder: 2,
    },
    {
      slug: 'deposits',
      title: { JA: '入金について', EN: 'About deposits' },
      content: {
        JA: '<p>入金は24時間受け付けています。</p>',
        EN: '<p>Deposits are accepted around the clock.</p>',
      },
      sortOrder: 3,
      enabled: false,
    },
  ];
  for (const article of articles) await consoleApi(server, token, 'POST', '/content/help', article);

  const tokyo = await upload(token, crest([20, 60, 200], [240, 240, 250]));
  const osaka = await upload(token, crest([30, 140, 70], [250, 220, 40]));
  const matches: HotMatchInput[] = [
    {
      league: { JA: 'Jリーグ', EN: 'J League' },
      homeTeam: { JA: '東京', EN: 'Tokyo' },
      awayTeam: { JA: '大阪', EN: 'Osaka' },
      homeTeamImage: tokyo,
      awayTeamImage: osaka,
      matchTime: inHours(5),
      homeTeamOdds: '1.95',
      awayTeamOdds: '2.10',
    },
    {
      league: { JA: 'プレミアリーグ', EN: 'Premier League' },
      homeTeam: { JA: 'ロンドン', EN: 'London' },
      awayTeam: { JA: 'マンチェスター', EN: 'Manchester' },
      homeTeamImage: null,
      awayTeamImage: '/wps/media/missing.png',
      matchTime: inHours(30),
      homeTeamOdds: '2.40',
      awayTeamOdds: '1.65',
    },
  ];
  for (const match of matches) await consoleApi(server, token, 'POST', '/content/hot-matches', match);

  const setting = await consoleApi(server, token, 'GET', '/settings/content');
  await consoleApi(server, token, 'PUT', '/settings/content', {
    ...(setting.payload.value as object),
    downloads: { ios: 'https://apps.example/ios', iosLite: null, android: 'https://apps.example/android' },
    socialLinks: [
      { kind: 'FACEBOOK', url: 'https://facebook.com/site' },
      { kind: 'TELEGRAM', url: 'https://t.me/site' },
    ],
    verificationUrl: 'https://t.me/official',
  });

  await server.createMember({ username: 'yamada01', password: 'member1234' });
  await server.createMember({ username: 'suzuki02', password: 'member1234' });
  for (const [username, questionType, content] of [
    [
      'yamada01',
      'DEPOSIT',
      '今朝5000円を振り込みましたが、まだウォレットに反映されていません。確認をお願いします。',
    ],
    [
      'suzuki02',
      'GAME',
      'The slot game froze in the middle of a free spin round and my balance did not change afterwards.',
    ],
    [
      'yamada01',
      'WITHDRAWAL',
      '出金申請から2日経ちましたが、まだ口座に着金していません。状況を教えてください。',
    ],
  ] as const) {
    const member = await memberApiLogIn(server, username, 'member1234');
    await memberApi(server, member, 'PUT', '/wps/feedback', { questionType, content });
  }
  const inbox = await consoleApi(server, token, 'GET', '/feedback?questionType=GAME');
  const [game] = (inbox.payload.value as { list: FeedbackAdmin[] }).list;
  await consoleApi(server, token, 'POST', `/feedback/${game?.id}/reply`, {
    reply: 'Thank you for the report. The round was settled and your balance is correct.',
  });
  await server.addVendor({
    vassalage: 'POOL_SLOTS',
    displayName: 'Pool Slots',
    categories: ['RNG'],
    games: [testGame('POOL_1', { gameType: 'RNG' })],
  });

  /** One picture per viewport and look: a fresh page at `path`, `ready` shown, then `act` (a dialog). */
  const shoot = async (
    name: string,
    path: string,
    ready: (page: Page) => Locator,
    act?: (page: Page, language: 'JA' | 'EN') => Promise<void>,
  ) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const { theme, language } of LOOKS) {
        const context = await shots.newContext(viewport, consoleStored({ theme, language }, token));
        const page = await context.newPage();
        await page.goto(path);
        await ready(page).first().waitFor();
        await act?.(page, language);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const file = `${name}-${size}-${theme}-${language.toLowerCase()}.png`;
        await page.screenshot({ path: `${outDir}${file}`, fullPage: act === undefined });
        process.stdout.write(`saved ${file}\n`);
        await context.close();
      }
    }
  };

  const table = (page: Page) => page.locator('table tbody tr td:not(.table__empty)');
  const label = (language: 'JA' | 'EN', ja: string, en: string) => (language === 'JA' ? ja : en);

  await shoot('help-articles', '/console/content/help', table);
  await shoot('help-article-dialog', '/console/content/help', table, async (page, language) => {
    await page.getByRole('button', { name: label(language, 'termを編集', 'Edit term') }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
  });
  await shoot('hot-matches', '/console/content/hot-matches', table);
  await shoot('hot-match-dialog', '/console/content/hot-matches', table, async (page, language) => {
    await page
      .getByRole('button', { name: label(language, '東京 – 大阪を編集', 'Edit Tokyo – Osaka') })
      .click();
    await page.getByRole('dialog').locator('img').first().waitFor();
  });
  await shoot('content-settings', '/console/settings/content', (page) => page.locator('.card'));
  await shoot('feedback', '/console/feedback', table);
  await shoot('feedback-dialog', '/console/feedback', table, async (page, language) => {
    await page
      .getByRole('button', { name: new RegExp(`^${label(language, 'yamada01に返信', 'Reply to yamada01')}`) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('textbox').waitFor();
  });
  await shoot(
    'site-languages',
    '/console/settings/site',
    (page) => page.locator('.site-languages__other'),
    async (page) => {
      await page.locator('.site-languages__other').scrollIntoViewIfNeeded();
    },
  );
  await shoot('vendor-dialog', '/console/games/vendors', table, async (page, language) => {
    await page.getByRole('button', { name: label(language, 'Pool Slots を編集', 'Edit Pool Slots') }).click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
  });
});
