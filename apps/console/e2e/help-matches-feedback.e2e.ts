import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  validationText,
  type ContentSetting,
  type FeedbackAdmin,
  type HelpCenter,
  type InboxPage,
  type Notices,
  type VendorAdmin,
} from '@platform/contract';
import { testGame } from '@platform/server/testing';
import { hasBrowser } from './support/browser.ts';
import {
  consoleApi,
  DEMO_ADMIN,
  navLinks,
  signInThroughApi,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import { cellOf, goTo, makePng, memberApi, memberApiLogIn, openConsoleAs, rowOf } from './support/finance.ts';

const INITIAL_PASSWORD = 'Initial-pass-1';
const CHOSEN_PASSWORD = 'Chosen-pass-22';
const MEMBER = { username: 'fbmember1', password: 'member1234' } as const;

/** A field's message (error or hint) as shown under it. */
const messageUnder = async (field: Locator) => {
  const id = await field.getAttribute('aria-describedby');
  if (id === null) return '';
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
};

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, `minutes` from now: what a person types. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);

describe.skipIf(!hasBrowser)(
  'help articles, hot matches, content settings, feedback inbox, jackpot URL',
  () => {
    const suite = useConsoleSuite();
    let adminToken = '';
    const tokens = { SUPPORT: '', FINANCE: '' };

    beforeAll(async () => {
      adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
      // A support and a finance staff member, set up as the administrator and they would.
      for (const role of ['SUPPORT', 'FINANCE'] as const) {
        const username = `${role.toLowerCase()}.content`;
        const created = await consoleApi(suite.server, adminToken, 'POST', '/staff', {
          username,
          password: INITIAL_PASSWORD,
          role,
        });
        expect(created.status).toBe(200);
        const token = await signInThroughApi(suite.server, username, INITIAL_PASSWORD);
        const changed = await consoleApi(suite.server, token, 'POST', '/auth/password', {
          oldPassword: INITIAL_PASSWORD,
          newPassword: CHOSEN_PASSWORD,
          confirmNewPassword: CHOSEN_PASSWORD,
        });
        expect(changed.status).toBe(200);
        tokens[role] = token;
      }
      await suite.server.createMember(MEMBER);
    });

    const helpCenter = async (language: 'JA' | 'EN') =>
      (await memberApi<HelpCenter>(suite.server, null, 'GET', `/wps/system/helpCenter?lang=${language}`))
        .payload.value.articles;

    it('adds and edits help articles; a key already taken is refused under the key', async () => {
      const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
      await goTo(page, 'Help articles');
      const table = await visible(page.getByRole('table', { name: 'Help articles' }));
      await visible(table.getByText('No help articles yet.'));

      await page.getByRole('button', { name: 'Add article' }).click();
      let dialog = await visible(page.getByRole('dialog', { name: 'Add a help article' }));
      const key = dialog.getByLabel('Key', { exact: true });
      expect(await messageUnder(key)).toContain('“term” is the registration terms');
      // Nothing filled in: every required input says so, and a key with a space is not a key.
      await key.fill('terms of use');
      await dialog.getByRole('button', { name: 'Add article' }).click();
      await expect.poll(() => messageUnder(key)).toBe(validationText('invalidSlug', 'EN'));
      expect(await messageUnder(dialog.getByLabel('Title (English)'))).toBe(validationText('required', 'EN'));

      await key.fill('term');
      await dialog.getByLabel('Title (Japanese)').fill('利用規約');
      await dialog
        .getByRole('textbox', { name: 'Content (Japanese)' })
        .fill('第1条 本規約は会員に適用されます。');
      await dialog.getByLabel('Title (English)').fill('Terms');
      await dialog
        .getByRole('textbox', { name: 'Content (English)' })
        .fill('Article 1. These terms apply to members.');
      await dialog.getByRole('button', { name: 'Add article' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByText('“term” was created.'));
      const termRow = await visible(rowOf(table, 'term'));
      expect(await cellOf(table, termRow, 'Key')).toBe('term\nRegistration terms');
      expect(await cellOf(table, termRow, 'Title')).toBe('利用規約\nTerms');

      // Members read it in their language, as sanitised HTML.
      const [term] = (await helpCenter('EN')).filter((article) => article.slug === 'term');
      expect(term).toMatchObject({ title: 'Terms' });
      expect(term?.content).toContain('Article 1. These terms apply to members.');
      expect((await helpCenter('JA')).find((article) => article.slug === 'term')?.title).toBe('利用規約');

      // The same key again: the gateway's refusal under the key, everything typed kept.
      await page.getByRole('button', { name: 'Add article' }).click();
      dialog = await visible(page.getByRole('dialog', { name: 'Add a help article' }));
      await dialog.getByLabel('Key', { exact: true }).fill('Term');
      await dialog.getByLabel('Title (Japanese)').fill('入金について');
      await dialog
        .getByRole('textbox', { name: 'Content (Japanese)' })
        .fill('入金は24時間受け付けています。');
      await dialog.getByLabel('Title (English)').fill('About deposits');
      await dialog
        .getByRole('textbox', { name: 'Content (English)' })
        .fill('Deposits are accepted around the clock.');
      await dialog.getByRole('button', { name: 'Add article' }).click();
      await expect
        .poll(() => messageUnder(dialog.getByLabel('Key', { exact: true })))
        .toBe('A help article with this key already exists.');
      expect(await dialog.getByLabel('Title (English)').inputValue()).toBe('About deposits');
      await dialog.getByLabel('Key', { exact: true }).fill('deposits');
      await dialog.getByRole('button', { name: 'Add article' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(rowOf(table, 'deposits'));
      expect(await table.getByRole('row').count()).toBe(3);

      // An edit: the English title changes, the rest stays.
      await rowOf(table, 'term').getByRole('button', { name: 'Edit term' }).click();
      dialog = await visible(page.getByRole('dialog', { name: 'Edit the help article term' }));
      expect(await dialog.getByLabel('Title (Japanese)').inputValue()).toBe('利用規約');
      await dialog.getByLabel('Title (English)').fill('Terms of use');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByText('“term” was saved.'));
      await expect.poll(() => cellOf(table, rowOf(table, 'term'), 'Title')).toBe('利用規約\nTerms of use');
      const edited = (await helpCenter('EN')).find((article) => article.slug === 'term');
      expect(edited?.title).toBe('Terms of use');
      expect(edited?.content).toContain('Article 1. These terms apply to members.');
    });

    it('adds a hot match with an uploaded team image; members see it with its odds', async () => {
      const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
      await goTo(page, 'Hot matches');
      const table = await visible(page.getByRole('table', { name: 'Hot matches' }));

      await page.getByRole('button', { name: 'Add match' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Add a hot match' }));
      const kickOff = await localInput(page, 26 * 60);
      await dialog.getByLabel('Match time').fill(kickOff);
      await dialog.getByLabel('League (Japanese)').fill('Jリーグ');
      await dialog.getByLabel('Home team (Japanese)').fill('東京');
      await dialog.getByLabel('Away team (Japanese)').fill('大阪');
      await dialog.getByLabel('League (English)').fill('J League');
      await dialog.getByLabel('Home team (English)').fill('Tokyo');
      await dialog.getByLabel('Away team (English)').fill('Osaka');

      // The home team's crest, uploaded as the operator would choose the file.
      const homeImage = dialog.getByRole('group', { name: 'Home team image' });
      await homeImage.getByLabel('Upload png or jpg').setInputFiles({
        name: 'tokyo.png',
        mimeType: 'image/png',
        buffer: makePng(64, [20, 60, 200]),
      });
      const preview = await visible(homeImage.getByRole('img', { name: 'Preview of Home team image' }));
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
      const uploaded = await homeImage.getByLabel('Or an image address').inputValue();
      expect(uploaded).toMatch(/^\/wps\/media\/\S+\.png$/);

      // Odds must be decimal odds.
      await dialog.getByLabel('Home team odds').fill('evens');
      await dialog.getByLabel('Away team odds').fill('2.10');
      await dialog.getByRole('button', { name: 'Add match' }).click();
      await expect
        .poll(() => messageUnder(dialog.getByLabel('Home team odds')))
        .toBe(validationText('invalidOdds', 'EN'));
      await dialog.getByLabel('Home team odds').fill('1.95');
      await dialog.getByRole('button', { name: 'Add match' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByText('“Tokyo – Osaka” was created.'));

      const row = await visible(rowOf(table, 'Tokyo'));
      expect(await cellOf(table, row, 'League')).toBe('Jリーグ\nJ League');
      expect(await cellOf(table, row, 'Odds (home / away)')).toBe('1.95 / 2.10');
      expect(await cellOf(table, row, 'Match time')).toBe(`${kickOff.replace('T', ' ')}:00`);
      await expect
        .poll(() =>
          row.getByRole('img', { name: 'Tokyo' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBe(64);

      // Members get it with the stored image and the instant the staff member meant.
      const notices = await memberApi<Notices>(suite.server, null, 'GET', '/wps/relay/notices?types=H');
      const [match] = notices.payload.value.hotMatches ?? [];
      expect(match).toMatchObject({
        league: 'J League',
        homeTeam: 'Tokyo',
        awayTeam: 'Osaka',
        homeTeamImage: uploaded,
        awayTeamImage: null,
        moneyLine: { homeTeamOdds: '1.95', awayTeamOdds: '2.10' },
      });
      expect(Date.parse(match?.matchTime ?? '')).toBe(
        await page.evaluate((text) => new Date(text).getTime(), kickOff),
      );
      const image = await fetch(`${suite.server.url}${uploaded}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/png');
    });

    it('saves the content settings, reads them back, and the member site config carries them', async () => {
      const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
      await goTo(page, 'Downloads & links');

      await page.getByLabel('iOS app').fill('https://apps.example/ios');
      await page.getByLabel('Android app').fill('https://apps.example/android');
      const social = page.getByRole('region', { name: 'Social links' });
      await social.getByRole('button', { name: 'Add link' }).click();
      await social.getByRole('button', { name: 'Add link' }).click();
      // A new row offers the first network not listed yet.
      expect(await social.getByLabel('Network').nth(0).inputValue()).toBe('FACEBOOK');
      expect(await social.getByLabel('Network').nth(1).inputValue()).toBe('X');
      await social.getByLabel('Network').nth(1).selectOption({ label: 'Telegram' });
      await social.getByLabel('Link').nth(0).fill('https://facebook.com/site');
      await social.getByLabel('Link').nth(1).fill('javascript:alert(1)');
      await page.getByLabel('Verification link').fill('https://t.me/official');
      await page.getByLabel('Minimum words').fill('10');
      await page.getByLabel('Maximum words').fill('5');
      await page.getByLabel('Minimum win').fill('500');
      await page.getByRole('button', { name: 'Save', exact: true }).click();

      // The contract's refusals under their inputs; nothing is saved.
      await expect
        .poll(() => messageUnder(page.getByLabel('Maximum words')))
        .toBe(validationText('minAboveMax', 'EN'));
      expect(await messageUnder(social.getByLabel('Link').nth(1))).toBe(
        'Enter an address starting with https://, http:// or /',
      );
      await social.getByLabel('Link').nth(1).fill('https://t.me/site');
      await page.getByLabel('Maximum words').fill('300');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(page.getByText('Saved. Visitors see the change at once.'));

      const expected: ContentSetting = {
        downloads: {
          ios: 'https://apps.example/ios',
          iosLite: null,
          android: 'https://apps.example/android',
        },
        socialLinks: [
          { kind: 'FACEBOOK', url: 'https://facebook.com/site' },
          { kind: 'TELEGRAM', url: 'https://t.me/site' },
        ],
        verificationUrl: 'https://t.me/official',
        feedbackWords: { min: 10, max: 300 },
        winnerMinAmount: '500',
      };
      const config = await memberApi<{ content: ContentSetting }>(
        suite.server,
        null,
        'GET',
        '/wps/system/config',
      );
      expect(config.payload.value.content).toEqual(expected);

      // A reload reads the stored values back into the form.
      await page.reload();
      await visible(page.getByRole('heading', { level: 1, name: 'Downloads & links' }));
      expect(await page.getByLabel('iOS app').inputValue()).toBe('https://apps.example/ios');
      expect(await page.getByLabel('iOS lite app').inputValue()).toBe('');
      expect(await social.getByLabel('Network').nth(1).inputValue()).toBe('TELEGRAM');
      expect(await social.getByLabel('Link').nth(1).inputValue()).toBe('https://t.me/site');
      expect(await page.getByLabel('Minimum words').inputValue()).toBe('10');
      expect(await page.getByLabel('Maximum words').inputValue()).toBe('300');
      expect(await page.getByLabel('Minimum win').inputValue()).toBe('500');

      // Removing a row and clearing a link is saved as well.
      await social.getByRole('button', { name: 'Remove' }).nth(0).click();
      await page.getByLabel('Android app').fill('');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(page.getByText('Saved. Visitors see the change at once.'));
      const after = await memberApi<{ content: ContentSetting }>(
        suite.server,
        null,
        'GET',
        '/wps/system/config',
      );
      expect(after.payload.value.content.socialLinks).toEqual([
        { kind: 'TELEGRAM', url: 'https://t.me/site' },
      ]);
      expect(after.payload.value.content.downloads.android).toBeNull();
    });

    it('lists the display languages on the site page: Japanese and English can be offered, the rest not yet', async () => {
      const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
      await goTo(page, 'Site');
      const offered = await visible(page.getByRole('group', { name: 'Languages offered' }));
      expect(await offered.getByRole('checkbox').count()).toBe(2);
      expect(await offered.getByRole('checkbox', { name: '日本語' }).isEnabled()).toBe(true);
      expect(await offered.getByRole('checkbox', { name: 'English' }).isEnabled()).toBe(true);
      const others = page.getByRole('group', { name: 'Other display languages' });
      const boxes = others.getByRole('checkbox');
      expect(await boxes.count()).toBe(28);
      for (const name of ['简体中文', '한국어', 'Tiếng Việt', 'ไทย', 'Português (Brasil)']) {
        const box = others.getByRole('checkbox', { name, exact: true });
        expect(await box.isDisabled()).toBe(true);
        expect(await box.isChecked()).toBe(false);
      }
      await visible(
        page.getByText('These languages can be offered once the product has their texts', { exact: false }),
      );
    });

    it('brings member feedback to the support inbox; the reply reaches the member inbox once', async () => {
      const memberToken = await memberApiLogIn(suite.server, MEMBER.username, MEMBER.password);
      const submit = (questionType: string, content: string) =>
        memberApi(suite.server, memberToken, 'PUT', '/wps/feedback', { questionType, content });
      const first = await submit(
        'DEPOSIT',
        'My bank transfer of 5000 yen this morning has not arrived in my wallet yet, please check it.',
      );
      expect(first.payload.success).toBe(true);
      const second = await submit(
        'GAME',
        'The slot game froze in the middle of a free spin round and my balance did not change afterwards.',
      );
      expect(second.payload.success).toBe(true);

      const page = await openConsoleAs(await suite.openContext(), tokens.SUPPORT, '/console/');
      await goTo(page, 'Feedback inbox');
      const table = await visible(page.getByRole('table', { name: 'Feedback' }));
      const depositRow = await visible(rowOf(table, 'bank transfer of 5000 yen'));
      expect(await cellOf(table, depositRow, 'Account')).toBe(MEMBER.username);
      expect(await cellOf(table, depositRow, 'Question type')).toBe('Deposit');
      expect(await cellOf(table, depositRow, 'Status')).toBe('Awaiting reply');
      expect(await cellOf(table, depositRow, 'Replied by')).toBe('—');

      // The question type filter.
      const filters = page.getByRole('search', { name: 'Feedback filters' });
      await filters.getByLabel('Question type').selectOption({ label: 'Game' });
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await visible(rowOf(table, 'slot game froze'));
      await filters.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => table.getByRole('row').count()).toBe(3);

      // The reply: required, then sent.
      await rowOf(table, 'bank transfer of 5000 yen')
        .getByRole('button', { name: /^Reply to fbmember1/ })
        .click();
      let dialog = await visible(page.getByRole('dialog', { name: 'Feedback from fbmember1' }));
      expect(await textOf(dialog.getByRole('region', { name: 'Content' }))).toContain(
        'My bank transfer of 5000 yen this morning has not arrived in my wallet yet, please check it.',
      );
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect
        .poll(() => messageUnder(dialog.getByLabel('Your reply')))
        .toBe(validationText('required', 'EN'));
      const reply = 'Thank you. Your deposit was credited at 11:20; please check your wallet again.';
      await dialog.getByLabel('Your reply').fill(reply);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByText('Your reply to fbmember1 is in their inbox.'));
      const replied = rowOf(table, 'bank transfer of 5000 yen');
      await expect.poll(() => cellOf(table, replied, 'Status')).toBe('Replied');
      expect(await cellOf(table, replied, 'Replied by')).toMatch(
        /^support\.content\n\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      );

      // The replied feedback shows its reply, who and when, and takes no second one.
      await replied.getByRole('button', { name: /^View the feedback of fbmember1/ }).click();
      dialog = await visible(page.getByRole('dialog', { name: 'Feedback from fbmember1' }));
      expect(await textOf(dialog.getByRole('region', { name: 'Reply' }))).toContain(reply);
      await visible(dialog.getByText(/^Replied by support\.content at \d{4}-/));
      expect(await dialog.getByLabel('Your reply').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // The member's inbox has it (in the member's language, Japanese).
      const inbox = await memberApi<InboxPage>(suite.server, memberToken, 'GET', '/wps/relay/inbox');
      const [message] = inbox.payload.value.list;
      expect(inbox.payload.value.list).toHaveLength(1);
      expect(message).toMatchObject({ kind: 'FEEDBACK_REPLY', read: false });
      expect(message?.content).toContain(reply);

      // Someone else replies to the other one while it is open here: the page says so, nothing is sent twice.
      await rowOf(table, 'slot game froze')
        .getByRole('button', { name: /^Reply to fbmember1/ })
        .click();
      dialog = await visible(page.getByRole('dialog', { name: 'Feedback from fbmember1' }));
      await dialog.getByLabel('Your reply').fill('We are looking into the frozen round.');
      const list = await consoleApi(suite.server, adminToken, 'GET', '/feedback?questionType=GAME');
      const [gameFeedback] = (list.payload.value as { list: FeedbackAdmin[] }).list;
      const first409 = await consoleApi(
        suite.server,
        adminToken,
        'POST',
        `/feedback/${gameFeedback?.id}/reply`,
        {
          reply: 'The round was settled; your balance is correct.',
        },
      );
      expect(first409.status).toBe(200);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(
        page.getByText(
          'This feedback has already been replied to by someone else. The list now shows their reply.',
        ),
      );
      await expect
        .poll(() => cellOf(table, rowOf(table, 'slot game froze'), 'Replied by'))
        .toMatch(/^demoadmin\n/);
      const inboxAfter = await memberApi<InboxPage>(suite.server, memberToken, 'GET', '/wps/relay/inbox');
      expect(inboxAfter.payload.value.list.map((entry) => entry.content)).toEqual([
        expect.stringContaining('The round was settled; your balance is correct.'),
        expect.stringContaining(reply),
      ]);
    });

    it('keeps the feedback inbox from finance staff; the gateway agrees', async () => {
      const page = await openConsoleAs(await suite.openContext(), tokens.FINANCE, '/console/');
      await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
      expect(await navLinks(page)).not.toContain('Feedback inbox');
      await page.goto('/console/feedback');
      await visible(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }));
      expect(await page.getByRole('table', { name: 'Feedback' }).count()).toBe(0);
      const list = await consoleApi(suite.server, tokens.FINANCE, 'GET', '/feedback');
      expect(list.status).toBe(403);
      expect(list.payload).toMatchObject({ success: false, errorCode: 'forbidden' });
      const reply = await consoleApi(suite.server, tokens.FINANCE, 'POST', '/feedback/1/reply', {
        reply: 'x',
      });
      expect(reply.status).toBe(403);
    });

    it("saves a vendor's jackpot URL, and clears it", async () => {
      await suite.server.addVendor({
        vassalage: 'E2E_POOL',
        displayName: 'Pool Slots',
        categories: ['RNG'],
        games: [testGame('POOL_1', { gameType: 'RNG' })],
      });
      const stored = async () => {
        const answer = await consoleApi(suite.server, adminToken, 'GET', '/games/vendors');
        return (answer.payload.value as VendorAdmin[]).find((vendor) => vendor.vassalage === 'E2E_POOL');
      };
      expect((await stored())?.jackpotUrl).toBeNull();

      const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/games/vendors');
      const table = await visible(page.getByRole('table', { name: 'Game vendors' }));
      const edit = async () => {
        await rowOf(table, 'E2E_POOL').getByRole('button', { name: 'Edit Pool Slots' }).click();
        return visible(page.getByRole('dialog', { name: 'Edit Pool Slots' }));
      };
      let dialog = await edit();
      const jackpot = dialog.getByLabel('Jackpot URL');
      expect(await jackpot.inputValue()).toBe('');
      await jackpot.fill('ftp://pool.example/jackpot');
      await dialog.getByRole('button', { name: 'Save vendor' }).click();
      await expect
        .poll(() => messageUnder(jackpot))
        .toBe('Enter an address starting with https://, http:// or /');
      await jackpot.fill('https://pool.example/jackpot');
      await dialog.getByRole('button', { name: 'Save vendor' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByText('Pool Slots has been saved.'));
      expect((await stored())?.jackpotUrl).toBe('https://pool.example/jackpot');

      dialog = await edit();
      expect(await dialog.getByLabel('Jackpot URL').inputValue()).toBe('https://pool.example/jackpot');
      await dialog.getByLabel('Jackpot URL').fill('');
      await dialog.getByRole('button', { name: 'Save vendor' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await stored())?.jackpotUrl).toBeNull();
    });
  },
);
