import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestApp, createTestMember, type TestApp } from '@platform/server/testing';
import type { ContentSettingInput } from '@platform/contract';
import { hasBrowser, launchBrowser } from './support/browser.ts';
import { expectPath, logInFromHeader, textOf, uniqueUsername, visible } from './support/app.ts';
import { createContentOperator } from './content-pages-console.ts';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
const DESKTOP = { width: 1280, height: 800 } as const;
const PASSWORD = 'pages1234';

/** Help articles as the operator writes them, in the console's order. */
const ARTICLES = {
  deposit: {
    slug: 'deposit',
    title: { EN: 'How to deposit', JA: '入金方法' },
    content: {
      EN: '<h2>Bank transfer</h2><p>Open the deposit page and choose a channel.</p>',
      JA: '<h2>銀行振込</h2><p>入金ページを開き、入金方法を選んでください。</p>',
    },
    sortOrder: 1,
  },
  term: {
    slug: 'term',
    title: { EN: 'Terms and conditions', JA: '利用規約' },
    content: {
      EN: '<p>One account per person. Players must be 18 or older.</p>',
      JA: '<p>お一人様1アカウントです。18歳以上の方のみご利用いただけます。</p>',
    },
    sortOrder: 2,
  },
  licence: {
    slug: 'licence',
    title: { EN: 'Gaming licence', JA: 'ゲーミングライセンス' },
    content: {
      EN: '<p>Licensed by the Demo Gaming Authority, licence DEMO-0001.</p>',
      JA: '<p>デモゲーミング機構のライセンス（DEMO-0001）を取得しています。</p>',
    },
    sortOrder: 3,
  },
} as const;

const DOWNLOADS = {
  ios: 'https://apps.example/demo-casino-ios',
  iosLite: null,
  android: '/apps/demo-casino.apk',
};

/** The operator's domains: one answers the speed check (the test routes it), the others do not. */
const DOMAINS = {
  main: 'www.demo-casino.invalid',
  fast: 'fast.demo-casino.invalid',
  down: 'down.demo-casino.invalid',
} as const;
const VERIFICATION_URL = 'https://verify.demo-casino.invalid/official';

describe.skipIf(!hasBrowser)('content pages: help, licence, download, mirror sites, feedback, inbox', () => {
  let app: TestApp;
  let baseURL: string;
  let browser: Browser;
  let operator: ReturnType<typeof createContentOperator>;
  let siteName: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // The server's own services write the site settings; articles and replies go through the console API.
    app = await createTestApp({ webDist: WEB_DIST, consoleDist: CONSOLE_DIST });
    baseURL = await app.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    operator = createContentOperator(baseURL);
    siteName = (await app.services.system.getSiteSetting()).siteName;
    await operator.addHelpArticle(ARTICLES.deposit);
    await operator.addHelpArticle(ARTICLES.term);
    await app.services.system.setDomains({
      domains: [
        { domain: DOMAINS.main, isMain: true, remark: '' },
        { domain: DOMAINS.fast, isMain: false, remark: 'Asia' },
        { domain: DOMAINS.down, isMain: false, remark: '' },
      ],
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser.close();
    await app.close();
  });

  /** A new browser session (empty storage) in `language`, opened at `path`. */
  const openPage = async (path: string, language: 'EN' | 'JA' = 'EN') => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    contexts.push(context);
    await context.addInitScript((lang) => {
      if (localStorage.getItem('lang') === null) localStorage.setItem('lang', lang);
    }, language);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  };

  const setContent = async (changes: ContentSettingInput) => {
    await app.services.system.setContentSetting({
      ...(await app.services.system.getContentSetting()),
      ...changes,
    });
  };

  const helpTopics = (page: Page, name: string) => page.getByRole('navigation', { name }).getByRole('link');

  describe('legal licence', () => {
    it('is offered in the footer only once the operator has written it, and opens in a dialog', async () => {
      const before = await openPage('/');
      const footer = before.getByRole('contentinfo');
      // The footer's help links come from the same articles: once they show, the licence would too.
      await visible(footer.getByRole('link', { name: ARTICLES.deposit.title.EN }));
      expect(await footer.getByRole('button', { name: 'Licence' }).count()).toBe(0);

      await operator.addHelpArticle(ARTICLES.licence);
      const page = await openPage('/');
      await (await visible(page.getByRole('contentinfo').getByRole('button', { name: 'Licence' }))).click();
      const dialog = await visible(page.getByRole('dialog', { name: ARTICLES.licence.title.EN }));
      await visible(dialog.getByText('Licensed by the Demo Gaming Authority, licence DEMO-0001.'));
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const japanese = await openPage('/', 'JA');
      await (
        await visible(japanese.getByRole('contentinfo').getByRole('button', { name: 'ライセンス' }))
      ).click();
      const jaDialog = await visible(japanese.getByRole('dialog', { name: ARTICLES.licence.title.JA }));
      await visible(jaDialog.getByText('デモゲーミング機構のライセンス（DEMO-0001）を取得しています。'));
    });
  });

  describe('help centre', () => {
    it('opens over the home page in English, switches articles by their address and closes to home', async () => {
      const page = await openPage('/help');
      const dialog = await visible(page.getByRole('dialog', { name: 'Help centre' }));
      await visible(dialog.getByRole('link', { name: ARTICLES.deposit.title.EN }));
      expect(await helpTopics(page, 'Help topics').allInnerTexts()).toEqual([
        ARTICLES.deposit.title.EN,
        ARTICLES.term.title.EN,
        ARTICLES.licence.title.EN,
      ]);
      // Without a hash the first article shows.
      expect(await textOf(dialog.getByRole('heading', { level: 3 }))).toBe(ARTICLES.deposit.title.EN);
      await visible(dialog.getByRole('heading', { name: 'Bank transfer' }));

      await dialog.getByRole('link', { name: ARTICLES.term.title.EN }).click();
      await page.waitForURL((url) => url.pathname === '/help' && url.hash === '#term');
      await visible(dialog.getByRole('heading', { level: 3, name: ARTICLES.term.title.EN }));
      expect(await dialog.getByRole('heading', { level: 3 }).count()).toBe(1);
      await visible(dialog.getByText('One account per person. Players must be 18 or older.'));
      // The shell is still there behind the modal.
      await page.getByRole('banner').waitFor({ state: 'attached' });

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expectPath(page, '/');
      await dialog.waitFor({ state: 'detached' });
    });

    it('opens the terms at /help#term in Japanese', async () => {
      const page = await openPage('/help#term', 'JA');
      const dialog = await visible(page.getByRole('dialog', { name: 'ヘルプセンター' }));
      await visible(dialog.getByText('お一人様1アカウントです。18歳以上の方のみご利用いただけます。'));
      expect(await textOf(dialog.getByRole('heading', { level: 3 }))).toBe(ARTICLES.term.title.JA);
      expect(await helpTopics(page, 'ヘルプの項目').allInnerTexts()).toEqual([
        ARTICLES.deposit.title.JA,
        ARTICLES.term.title.JA,
        ARTICLES.licence.title.JA,
      ]);
      await page.keyboard.press('Escape');
      await expectPath(page, '/');
    });

    it("opens the terms from the registration popup's terms link", async () => {
      const page = await openPage('/register');
      const signUp = await visible(page.getByRole('dialog', { name: 'Sign up' }));
      const [terms] = await Promise.all([
        page.waitForEvent('popup'),
        signUp.getByRole('link', { name: 'terms and conditions' }).click(),
      ]);
      await terms.waitForURL((url) => url.pathname === '/help' && url.hash === '#term');
      const dialog = await visible(terms.getByRole('dialog', { name: 'Help centre' }));
      expect(await textOf(dialog.getByRole('heading', { level: 3 }))).toBe(ARTICLES.term.title.EN);
    });

    it('stands alone at /helpmc: logo, language switch, articles and customer service, no site shell', async () => {
      const page = await openPage('/helpmc#licence');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Help centre');
      expect(await textOf(page.getByRole('heading', { level: 3 }))).toBe(ARTICLES.licence.title.EN);
      await visible(page.getByRole('link', { name: `${siteName} home` }));
      await visible(page.getByRole('button', { name: 'Customer service' }).first());
      // None of the site's shell: no header actions, footer or side menu.
      expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Side menu' }).count()).toBe(0);

      await page.getByRole('link', { name: ARTICLES.deposit.title.EN }).click();
      await page.waitForURL((url) => url.pathname === '/helpmc' && url.hash === '#deposit');
      await visible(page.getByRole('heading', { name: 'Bank transfer' }));

      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'ヘルプセンター' }));
      await visible(page.getByRole('heading', { level: 3, name: ARTICLES.deposit.title.JA }));
      await visible(page.getByRole('heading', { name: '銀行振込' }));
    });
  });

  describe('app download', () => {
    afterEach(async () => {
      await setContent({ downloads: { ios: null, iosLite: null, android: null } });
    });

    it('shows the configured native apps with links and QR codes beside the web app and iOS lite, in English and Japanese', async () => {
      await setContent({ downloads: DOWNLOADS });
      const page = await openPage('/download');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('App download');
      const ios = await visible(page.getByRole('article', { name: 'iOS', exact: true }));
      expect(await ios.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(DOWNLOADS.ios);
      await visible(ios.getByRole('img', { name: 'QR code for the iOS app' }));
      const android = page.getByRole('article', { name: 'Android' });
      // A site-relative link is made whole, so a phone scanning the code can open it.
      expect(await android.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
        `${baseURL}${DOWNLOADS.android}`,
      );
      await visible(android.getByRole('img', { name: 'QR code for the Android app' }));
      // No iOS lite link is set: its card gives the add-to-home-screen steps alone.
      const iosLite = await visible(page.getByRole('article', { name: 'iOS lite' }));
      await visible(iosLite.getByText('Choose "Add to Home Screen".'));
      expect(await iosLite.getByRole('link', { name: 'Download' }).count()).toBe(0);
      await visible(page.getByRole('article', { name: 'Web app' }));
      expect(await page.getByRole('article').count()).toBe(4);

      const japanese = await openPage('/download', 'JA');
      expect(await textOf(japanese.getByRole('heading', { level: 1 }))).toBe('アプリダウンロード');
      const jaIos = await visible(japanese.getByRole('article', { name: 'iOS', exact: true }));
      await visible(jaIos.getByRole('img', { name: 'iOSアプリのQRコード' }));
      expect(await jaIos.getByRole('link', { name: 'ダウンロード' }).getAttribute('href')).toBe(
        DOWNLOADS.ios,
      );
      await visible(japanese.getByRole('img', { name: 'AndroidアプリのQRコード' }));
      await visible(
        japanese.getByRole('article', { name: 'iOS ライト版' }).getByText('「ホーム画面に追加」を選びます。'),
      );
    });

    it('offers the web app and the iOS lite steps, and no native app, when none is configured', async () => {
      const page = await openPage('/download');
      await visible(page.getByRole('article', { name: 'Web app' }));
      await visible(page.getByRole('article', { name: 'iOS lite' }));
      expect(await page.getByRole('article').count()).toBe(2);
      expect(await page.getByRole('main').getByRole('link', { name: 'Download', exact: true }).count()).toBe(
        0,
      );
    });
  });

  describe('mirror sites', () => {
    afterEach(async () => {
      await setContent({ verificationUrl: null });
    });

    /**
     * The fast mirror answers through the test's route (the others are unreachable); `hold` keeps
     * the next answer back until the function it answers is called.
     */
    const routeFastMirror = async (page: Page) => {
      let checks = 0;
      let gate: Promise<void> = Promise.resolve();
      await page.route(`https://${DOMAINS.fast}/health`, async (route) => {
        checks += 1;
        await gate;
        await route.fulfill({ status: 200, body: 'ok' });
      });
      return {
        checks: () => checks,
        hold: () => {
          let release = () => {};
          gate = new Promise((resolve) => {
            release = resolve;
          });
          return release;
        },
      };
    };

    it('lists the domains with their speed from the browser and verifies an address, in English', async () => {
      await setContent({ verificationUrl: VERIFICATION_URL });
      const context = await browser.newContext({ baseURL, viewport: DESKTOP });
      contexts.push(context);
      await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
      const page = await context.newPage();
      const fastMirror = await routeFastMirror(page);
      await page.goto('/mirror');

      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Mirror sites');
      const main = await visible(page.getByRole('article', { name: DOMAINS.main }));
      await visible(main.getByText('Main', { exact: true }));
      expect(await main.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
        `https://${DOMAINS.main}`,
      );
      await visible(main.getByText('Unreachable'));
      const down = page.getByRole('article', { name: DOMAINS.down });
      await visible(down.getByText('Unreachable'));
      const fast = page.getByRole('article', { name: DOMAINS.fast });
      await visible(fast.getByText('Fastest'));
      await visible(fast.getByText(/^\d+ ms$/));
      await visible(fast.getByText('Asia'));
      expect(fastMirror.checks()).toBe(1);

      const release = fastMirror.hold();
      const checkAgain = page.getByRole('button', { name: 'Check again' });
      await checkAgain.click();
      await visible(page.getByText('Checking the speed from your connection…'));
      await visible(fast.getByText('Checking…'));
      expect(await checkAgain.isDisabled()).toBe(true);
      release();
      await visible(
        page.getByText('Speed checked from your connection. The fastest address is highlighted.'),
      );
      expect(fastMirror.checks()).toBe(2);
      await visible(fast.getByText('Fastest'));
      await visible(main.getByText('Unreachable'));

      const search = page.getByRole('search');
      await search.getByLabel('Address to verify').fill(`https://${DOMAINS.fast}/login?from=mail`);
      await search.getByRole('button', { name: 'Verify' }).click();
      await visible(search.getByText(`${DOMAINS.fast} is an official address of ${siteName}.`));
      await search.getByLabel('Address to verify').fill('demo-casino-bonus.example');
      await search.getByRole('button', { name: 'Verify' }).click();
      await visible(search.getByText(/^No search results found\./));

      expect(
        await page.getByRole('link', { name: 'Representative verification link' }).getAttribute('href'),
      ).toBe(VERIFICATION_URL);
      await visible(page.getByRole('heading', { name: 'Still having issues?' }));
      await visible(page.getByRole('main').getByRole('button', { name: 'Customer service' }));
    });

    it('answers in Japanese, without a verification link when none is set', async () => {
      const page = await openPage('/mirror', 'JA');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('ミラーサイト');
      const down = await visible(page.getByRole('article', { name: DOMAINS.down }));
      await visible(down.getByText('接続できません'));
      await visible(page.getByRole('article', { name: DOMAINS.main }).getByText('メイン', { exact: true }));

      const search = page.getByRole('search');
      await search.getByLabel('確認するアドレス').fill(DOMAINS.main.toUpperCase());
      await search.getByRole('button', { name: '確認' }).click();
      await visible(search.getByText(`${DOMAINS.main} は ${siteName} の公式アドレスです。`));
      await search.getByLabel('確認するアドレス').fill('demo-casino.invalid.example');
      await search.getByRole('button', { name: '確認' }).click();
      await visible(search.getByText(/^検索結果が見つかりません。/));
      await visible(page.getByRole('heading', { name: 'まだ問題がありますか？' }));
      expect(await page.getByRole('link', { name: '公式認証リンク' }).count()).toBe(0);
    });

    it('is linked from the download page and the help centre', async () => {
      const page = await openPage('/download');
      await page.getByRole('link', { name: "Can't reach the site? See the mirror sites" }).click();
      await expectPath(page, '/mirror');
      await page.goto('/help');
      await (
        await visible(page.getByRole('dialog', { name: 'Help centre' }))
      )
        .getByRole('link', { name: 'Mirror sites' })
        .click();
      await expectPath(page, '/mirror');
      await visible(page.getByRole('heading', { level: 1, name: 'Mirror sites' }));
    });
  });

  describe('feedback and the inbox', () => {
    it('checks the word limits, lists the submission, and brings the reply to the inbox with its badge', async () => {
      const username = uniqueUsername('fb');
      await createTestMember(app.services, { username, password: PASSWORD });
      const page = await openPage('/');
      await logInFromHeader(page, username, PASSWORD);
      await page.goto('/member/feedback');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Feedback');
      await visible(page.getByText('We reply within 24 hours. The reply appears here and in your inbox.'));
      await visible(page.getByText('You have not sent any feedback yet.'));

      const form = page.getByRole('region', { name: 'Send feedback or a complaint' });
      const content = form.getByLabel('Your message');
      await form.getByLabel('Question type').selectOption({ label: 'Deposit' });
      await content.fill('Too short');
      await visible(form.getByText('2 / 500 words'));
      await form.getByRole('button', { name: 'Send' }).click();
      await visible(form.getByText('5 to 500 words', { exact: true }));
      expect(await content.inputValue()).toBe('Too short');
      expect(await content.getAttribute('aria-invalid')).toBe('true');

      // The gateway counts too: with a stricter limit than the page knows, its field error shows instead.
      const tooFew = 'My deposit has not arrived yet today';
      await setContent({ feedbackWords: { min: 10, max: 500 } });
      try {
        await content.fill(tooFew);
        await form.getByRole('button', { name: 'Send' }).click();
        await visible(form.getByText('10 to 500 words', { exact: true }));
        expect(await content.inputValue()).toBe(tooFew);
      } finally {
        await setContent({ feedbackWords: { min: 5, max: 500 } });
      }

      const question = 'My deposit of 5000 yen this morning has not arrived in my wallet yet.';
      await content.fill(question);
      await form.getByRole('button', { name: 'Send' }).click();
      await visible(page.getByText('Thank you. Your feedback was sent; we reply within 24 hours.'));
      expect(await content.inputValue()).toBe('');
      const submissions = page.getByRole('list', { name: 'Your feedback' });
      const submission = await visible(submissions.getByRole('article', { name: 'Deposit' }));
      await visible(submission.getByText(question));
      await visible(submission.getByText('Awaiting reply'));

      const nav = page.getByRole('navigation', { name: 'Member centre pages' });
      const inboxLink = nav.getByRole('link', { name: /^Inbox/ });
      await visible(inboxLink);
      expect(await nav.getByText('1 unread').count()).toBe(0);

      // Staff answer in the console; the reply arrives over the live connection, without a reload.
      const reply = 'The deposit was credited at 11:02. Sorry for the wait.';
      await operator.replyToFeedback(username, reply);
      await nav.getByText('1 unread', { exact: true }).waitFor({ state: 'attached' });
      await visible(submission.getByText('Replied'));
      await visible(submission.getByText(reply));

      await inboxLink.click();
      await expectPath(page, '/member/messageV2');
      await visible(page.getByText('Unread messages: 1'));
      const messages = page.getByRole('list', { name: 'Inbox' });
      const message = await visible(messages.getByRole('button', { name: /^Unread:/ }));
      expect(await messages.getByRole('button').count()).toBe(1);
      await message.click();
      await visible(messages.getByText(reply, { exact: false }));
      await nav.getByText('1 unread', { exact: true }).waitFor({ state: 'detached' });
      await visible(page.getByText('Unread messages: 0'));
      expect(await messages.getByRole('button', { name: /^Unread:/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    });

    it('marks every message read at once', async () => {
      const username = uniqueUsername('ib');
      await createTestMember(app.services, { username, password: PASSWORD });
      const page = await openPage('/');
      await logInFromHeader(page, username, PASSWORD);
      for (const question of [
        'The slot game froze during a bonus round yesterday evening.',
        'Please add more payment channels for deposits at night.',
      ]) {
        const token = await page.evaluate(() => sessionStorage.getItem('token'));
        const response = await page.request.put('/wps/feedback', {
          headers: { Authorization: token ?? '', Language: 'EN' },
          data: { questionType: 'OTHER', content: question },
        });
        expect(response.status()).toBe(200);
        await operator.replyToFeedback(username, `Thank you: ${question}`);
      }
      await page.goto('/member/messageV2');
      const nav = page.getByRole('navigation', { name: 'Member centre pages' });
      await nav.getByText('2 unread', { exact: true }).waitFor({ state: 'attached' });
      const messages = page.getByRole('list', { name: 'Inbox' });
      await visible(messages.getByRole('button').first());
      expect(await messages.getByRole('button', { name: /^Unread:/ }).count()).toBe(2);

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await visible(page.getByText('Unread messages: 0'));
      await nav.getByText('2 unread', { exact: true }).waitFor({ state: 'detached' });
      expect(await messages.getByRole('button', { name: /^Unread:/ }).count()).toBe(0);
      expect(await messages.getByRole('button').count()).toBe(2);
    });
  });
});
