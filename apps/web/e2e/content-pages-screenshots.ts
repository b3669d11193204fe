/**
 * Captures the content pages on a phone and a desktop, dark (Japanese) and light (English): the
 * help modal over the home page, the stand-alone help page, app download, the mirror sites after
 * their speed check, feedback (a replied and an open submission) and the inbox with an opened
 * message, into /screenshots/content-pages (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/content-pages-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { createTestMember } from '@platform/server/testing';
import {
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  SMALL_DESKTOP,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';
import { createContentOperator } from './content-pages-console.ts';

const VIEWPORTS = [PHONE, SMALL_DESKTOP] as const;
const MEMBER = { username: 'shotpages', password: 'secret123' };
const FAST_MIRROR = 'asia.demo-casino.invalid';

const shots = await startScreenshots('content-pages', onTestApp());
const { server: app, url: baseURL, outDir } = shots;
const operator = createContentOperator(baseURL);

const article = (slug: string, en: [string, string], ja: [string, string], sortOrder: number) =>
  operator.addHelpArticle({
    slug,
    title: { EN: en[0], JA: ja[0] },
    content: { EN: en[1], JA: ja[1] },
    sortOrder,
  });

/** Demo help articles, downloads, domains and a member with feedback and inbox messages. */
const prepare = async (): Promise<string> => {
  await article(
    'deposit',
    [
      'How to deposit',
      '<h2>Bank transfer</h2><p>Open <strong>Deposit</strong> in the member centre, choose a channel and transfer the amount shown.</p><ul><li>Credited within 10 minutes</li><li>No fee</li></ul>',
    ],
    [
      '入金方法',
      '<h2>銀行振込</h2><p>会員センターの<strong>入金</strong>を開き、入金方法を選んで表示された金額を振り込んでください。</p><ul><li>10分以内に反映</li><li>手数料無料</li></ul>',
    ],
    1,
  );
  await article(
    'term',
    [
      'Terms and conditions',
      '<h2>1. Accounts</h2><p>One account per person. Players must be 18 or older.</p><h2>2. Bonuses</h2><p>Bonuses carry the wagering stated on each promotion.</p>',
    ],
    [
      '利用規約',
      '<h2>1. アカウント</h2><p>お一人様1アカウントです。18歳以上の方のみご利用いただけます。</p><h2>2. ボーナス</h2><p>ボーナスには各プロモーションに記載の賭け条件があります。</p>',
    ],
    2,
  );
  await article(
    'withdrawal',
    ['Withdrawals', '<p>Withdrawals go to a bank account in your own name.</p>'],
    ['出金について', '<p>出金はご本人名義の銀行口座にのみ可能です。</p>'],
    3,
  );
  await article(
    'licence',
    ['Gaming licence', '<p>Licensed by the Demo Gaming Authority, licence DEMO-0001.</p>'],
    ['ゲーミングライセンス', '<p>デモゲーミング機構のライセンス（DEMO-0001）を取得しています。</p>'],
    4,
  );
  await app.services.system.setContentSetting({
    ...(await app.services.system.getContentSetting()),
    downloads: {
      ios: 'https://apps.example/demo-casino-ios',
      iosLite: null,
      android: '/apps/demo-casino.apk',
    },
    verificationUrl: 'https://verify.demo-casino.invalid/official',
  });
  await app.services.system.setDomains({
    domains: [
      { domain: 'www.demo-casino.invalid', isMain: true, remark: '' },
      { domain: FAST_MIRROR, isMain: false, remark: 'Asia' },
      { domain: 'eu.demo-casino.invalid', isMain: false, remark: 'Europe' },
    ],
  });

  await createTestMember(app.services, MEMBER);
  const setup = await shots.browser.newContext({ baseURL });
  const page = await setup.newPage();
  const token = await logInForToken(page, MEMBER.username, MEMBER.password);
  const submit = async (questionType: string, content: string) => {
    const response = await page.request.put('/wps/feedback', {
      headers: { Authorization: token, Language: 'EN' },
      data: { questionType, content },
    });
    if (!response.ok()) throw new Error(`feedback: ${await response.text()}`);
  };
  await submit('GAME', 'The slot game froze during a bonus round yesterday evening.');
  await operator.replyToFeedback(
    MEMBER.username,
    'Thank you for telling us. The round was settled and the win credited to your wallet.',
  );
  await submit('DEPOSIT', 'My deposit of 5000 yen this morning has not arrived in my wallet yet.');
  await operator.replyToFeedback(MEMBER.username, 'The deposit was credited at 11:02. Sorry for the wait.');
  await submit('APPLICATION', 'Please add a dark theme to the iOS app as well.');
  await setup.close();
  return token;
};

/** Loaded, still, and at the top: a full-page capture of a scrolled page repeats the sticky header. */
const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
};

await shots.run(async () => {
  const token = await prepare();
  await shots.eachLook(
    'content pages',
    { viewports: VIEWPORTS, looks: LOOKS, stored: webStored },
    async ({ page, name }) => {
      await page.route(`https://${FAST_MIRROR}/health`, (route) =>
        route.fulfill({ status: 200, body: 'ok' }),
      );

      await page.goto('/help#term');
      await page.locator('.help-centre__article').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}help-${name}.png` });

      await page.goto('/helpmc#deposit');
      await page.locator('.help-centre__article').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}helpmc-${name}.png`, fullPage: true });

      await page.goto('/download');
      await page.locator('.app-card').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}download-${name}.png`, fullPage: true });

      await page.goto('/mirror');
      await page.locator('.mirror__item--fastest').waitFor();
      await page.locator('.mirror__speed--pending').waitFor({ state: 'detached' });
      await page.locator('input[inputmode="url"]').fill('demo-casino-bonus.example');
      await page.locator('form.verify button[type="submit"]').click();
      await page.locator('form.verify .notice').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}mirror-${name}.png`, fullPage: true });

      // The member pages: the session the setup made.
      await page.evaluate(
        (session) => {
          sessionStorage.setItem('token', session.token);
          sessionStorage.setItem('username', session.username);
          sessionStorage.setItem('isAgent', 'false');
        },
        { token, username: MEMBER.username },
      );
      await page.goto('/member/feedback');
      await page.locator('.feedback-entry').first().waitFor();
      await page.locator('select').selectOption('GAME');
      await page.locator('textarea').fill('Too short');
      await page.locator('form button[type="submit"]').click();
      await page.locator('.field__error').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}feedback-${name}.png`, fullPage: true });

      await page.goto('/member/messageV2');
      await page.locator('.inbox-item__toggle').first().click();
      await page.locator('.inbox-item__body:not([hidden])').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}inbox-${name}.png`, fullPage: true });
    },
  );
});
