import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  errorMessage,
  validationText,
  type AnnouncementAdmin,
  type BannerAdmin,
  type Notices,
  type PopupAdmin,
} from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import {
  consoleApi,
  DEMO_ADMIN,
  signInThroughApi,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import { cellOf, goTo, makePng, memberApi, openConsoleAs, rowOf } from './support/finance.ts';

/** A field's message (its error, else its hint) as shown under it. */
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

/** The instant the browser reads a typed local time as. */
const instantOf = (page: Page, local: string) => page.evaluate((text) => new Date(text).toISOString(), local);

/** Whether an image has loaded real pixels (a broken one has no natural width). */
const hasLoaded = (image: Locator) =>
  image.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );

/** Where a word of an element's text is drawn on the page, to click it as a person would. */
const wordCentre = (element: Locator, word: string) =>
  element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(wanted) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const box = range.getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    }
    throw new Error(`no "${wanted}" in the element`);
  }, word);

/** The script the announcement editor is given, straight from the issue. */
const XSS_PAYLOAD =
  '<p>Safe text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<a href="javascript:window.__xss=3">link</a>';

describe.skipIf(!hasBrowser)('site content in the console', () => {
  const suite = useConsoleSuite();
  let token = '';

  beforeAll(async () => {
    token = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });

  const openContent = async (path: string, heading: string) => {
    const page = await openConsoleAs(await suite.openContext(), token, path);
    await visible(page.getByRole('heading', { level: 1, name: heading }));
    return page;
  };

  const list = async <T>(resource: string) => {
    const answer = await consoleApi(suite.server, token, 'GET', `/content/${resource}`);
    expect(answer.status).toBe(200);
    return answer.payload.value as T[];
  };

  it('creates a banner with an uploaded image, refuses a file that is not one, edits and deletes it', async () => {
    const page = await openContent('/console/', 'Dashboard');
    await goTo(page, 'Banners');
    for (const group of ['Home carousel', 'Registration popup', 'Side menu', 'Forgot password page']) {
      const table = await visible(page.getByRole('table', { name: group }));
      expect(await textOf(table)).toContain('No banners here yet.');
    }

    await page.getByRole('button', { name: 'New banner' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'New banner' }));
    expect(await dialog.getByLabel('Where it shows').inputValue()).toBe('w_home');
    await dialog.getByLabel('Title (Japanese)').fill('夏のキャンペーン');
    await dialog.getByLabel('Title (English)').fill('Summer campaign');
    const image = dialog.getByRole('group', { name: 'Image' });
    const address = image.getByLabel('Or an image address');

    // Saved without an image: the image is asked for.
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await messageUnder(address)).toBe(validationText('required', 'EN'));

    // A text file named .png passes the browser's look at its name; the server reads its content.
    await image.getByLabel('Upload png or jpg').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image at all'),
    });
    await visible(image.getByRole('alert').getByText(errorMessage('upload_invalid_image', 'EN')));
    expect(await address.inputValue()).toBe('');

    await image.getByLabel('Upload png or jpg').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: makePng(64, [30, 120, 220]),
    });
    await expect.poll(() => address.inputValue()).toMatch(/^\/wps\/media\/[0-9a-f]{64}\.png$/);
    expect(await image.getByRole('alert').count()).toBe(0);
    await expect.poll(() => hasLoaded(image.getByRole('img', { name: 'Preview of Image' }))).toBe(true);

    // An outside link must be an http(s) address.
    await dialog.getByLabel('A click opens').selectOption({ label: 'An outside page (new tab)' });
    const link = dialog.getByRole('textbox', { name: 'Link', exact: true });
    await link.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => messageUnder(link)).toBe('Enter an address starting with https://, http:// or /');
    await link.fill('https://example.com/summer');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Summer campaign” was created.'));
    expect(await page.getByRole('dialog').count()).toBe(0);

    const home = page.getByRole('table', { name: 'Home carousel' });
    const row = rowOf(home, 'Summer campaign');
    await visible(row);
    expect(await cellOf(home, row, 'Title')).toBe('夏のキャンペーン\nSummer campaign');
    expect(await cellOf(home, row, 'A click opens')).toBe(
      'An outside page (new tab)\nhttps://example.com/summer',
    );
    expect(await cellOf(home, row, 'Status')).toBe('Live\nAlways');
    await expect.poll(() => hasLoaded(row.getByRole('img', { name: 'Summer campaign' }))).toBe(true);
    const [stored] = await list<BannerAdmin>('banners');
    expect(stored).toMatchObject({
      groupName: 'w_home',
      title: { JA: '夏のキャンペーン', EN: 'Summer campaign' },
      linkageType: 'EXTERNAL',
      url: 'https://example.com/summer',
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
    expect(stored?.imageUrl).toMatch(/^\/wps\/media\/[0-9a-f]{64}\.png$/);

    // Moved to the side menu, switched off and scheduled.
    await page.getByRole('button', { name: 'Edit Summer campaign' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit banner' }));
    expect(await edit.getByLabel('Title (English)').inputValue()).toBe('Summer campaign');
    await edit.getByLabel('Where it shows').selectOption({ label: 'Side menu' });
    await edit.getByLabel('Order').fill('5');
    await edit.getByRole('switch', { name: 'Enabled' }).uncheck();
    const start = await localInput(page, 60);
    const end = await localInput(page, 60 * 24 * 7);
    await edit.getByLabel('Shows from').fill(end);
    await edit.getByLabel('Shows until').fill(start);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => messageUnder(edit.getByLabel('Shows until')))
      .toBe(validationText('endBeforeStart', 'EN'));
    await edit.getByLabel('Shows from').fill(start);
    await edit.getByLabel('Shows until').fill(end);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Summer campaign” was saved.'));

    expect(await textOf(home)).toContain('No banners here yet.');
    const menu = page.getByRole('table', { name: 'Side menu' });
    const moved = rowOf(menu, 'Summer campaign');
    await visible(moved);
    expect(await cellOf(menu, moved, 'Order')).toBe('5');
    expect(await cellOf(menu, moved, 'Status')).toBe(
      `Disabled\nFrom ${start.replace('T', ' ')}:00\nUntil ${end.replace('T', ' ')}:00`,
    );
    const [edited] = await list<BannerAdmin>('banners');
    expect(edited).toMatchObject({
      groupName: 'w_leftmenu',
      sortOrder: 5,
      enabled: false,
      imageUrl: stored?.imageUrl,
    });
    expect(new Date(edited?.startsAt ?? '').toISOString()).toBe(await instantOf(page, start));
    expect(new Date(edited?.endsAt ?? '').toISOString()).toBe(await instantOf(page, end));

    // An image address that leads nowhere shows a clean placeholder, not a broken image.
    const broken = await consoleApi(suite.server, token, 'POST', '/content/banners', {
      groupName: 'w_forget',
      title: { JA: '壊れた画像', EN: 'Broken image' },
      imageUrl: '/wps/media/missing.png',
    });
    expect(broken.status).toBe(200);
    await page.reload();
    const forget = page.getByRole('table', { name: 'Forgot password page' });
    await visible(rowOf(forget, 'Broken image').getByRole('img', { name: 'The image cannot be shown' }));

    await page.getByRole('button', { name: 'Delete Summer campaign' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete this entry?' }));
    expect(await textOf(confirm)).toContain('“Summer campaign” is removed from the site at once.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Summer campaign” was deleted.'));
    expect(await textOf(menu)).toContain('No banners here yet.');
    expect((await list<BannerAdmin>('banners')).map((banner) => banner.title.EN)).toEqual(['Broken image']);
    await consoleApi(
      suite.server,
      token,
      'DELETE',
      `/content/banners/${(broken.payload.value as BannerAdmin).id}`,
    );
  });

  it('adds a marquee notice that members read in their language', async () => {
    const page = await openContent('/console/content/notices', 'Notices and marquee');
    expect(await textOf(page.getByRole('table', { name: 'Notices' }))).toContain('No notices yet.');
    await page.getByRole('button', { name: 'New notice' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'New notice' }));
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await messageUnder(dialog.getByLabel('Title (English)'))).toBe(validationText('required', 'EN'));
    expect(await messageUnder(dialog.getByLabel('Text (Japanese)'))).toBe(validationText('required', 'EN'));

    await dialog.getByLabel('Title (Japanese)').fill('メンテナンスのお知らせ');
    await dialog.getByLabel('Title (English)').fill('Maintenance tonight');
    await dialog.getByLabel('Text (Japanese)').fill('今夜2時から30分間メンテナンスを行います。');
    await dialog.getByLabel('Text (English)').fill('Maintenance from 2:00 for 30 minutes tonight.');
    expect(await dialog.getByRole('switch', { name: 'Show in the marquee' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Maintenance tonight” was created.'));

    const table = page.getByRole('table', { name: 'Notices' });
    const row = rowOf(table, 'Maintenance tonight');
    await visible(row);
    expect(await cellOf(table, row, 'Marquee')).toBe('Yes');
    expect(await cellOf(table, row, 'Text')).toBe('Maintenance from 2:00 for 30 minutes tonight.');
    expect(await cellOf(table, row, 'Status')).toBe('Live\nAlways');

    const notices = await memberApi<Notices>(suite.server, null, 'GET', '/wps/relay/notices?types=PL');
    expect(notices.payload.value.playerNotices).toEqual([
      expect.objectContaining({
        title: 'Maintenance tonight',
        content: 'Maintenance from 2:00 for 30 minutes tonight.',
        marquee: true,
      }),
    ]);

    // Taken out of the marquee, it stays in the bell's list.
    await page.getByRole('button', { name: 'Edit Maintenance tonight' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit notice' }));
    await edit.getByRole('switch', { name: 'Show in the marquee' }).uncheck();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Maintenance tonight” was saved.'));
    expect(await cellOf(table, rowOf(table, 'Maintenance tonight'), 'Marquee')).toBe('No');
    const after = await memberApi<Notices>(suite.server, null, 'GET', '/wps/relay/notices?types=PL');
    expect(after.payload.value.playerNotices?.map((notice) => notice.marquee)).toEqual([false]);
  });

  it('makes a popup for logged-out visitors with the editor, and the member site shows it', async () => {
    const page = await openContent('/console/content/popups', 'Popups');
    await page.getByRole('button', { name: 'New popup' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'New popup' }));
    const audience = dialog.getByRole('group', { name: 'Shown to' });
    expect(await textOf(audience)).toContain('Visitors who are not logged in.');
    expect(await textOf(audience)).toContain('Members logging in to their account for the first time');
    await audience.getByRole('radio', { name: 'Logged out' }).check();

    for (const [language, title, words] of [
      ['日本語', 'ようこそ', 'ご登録で特典'],
      ['English', 'Welcome visitor', 'Sign up for a bonus'],
    ] as const) {
      const block = dialog.getByRole('group', { name: language });
      await block.getByRole('textbox', { name: /^Title/ }).fill(title);
      const editor = block.getByRole('textbox', { name: /^Content/ });
      await editor.click();
      await block.getByRole('button', { name: 'Bold', exact: true }).click();
      // The toolbar hands the focus back to the editor; typing before that loses the first keys.
      await expect
        .poll(() => editor.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.type(words);
      expect(
        await block.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    await dialog.getByLabel('A click opens').selectOption({ label: 'A page of the site' });
    await dialog.getByRole('textbox', { name: 'Link', exact: true }).fill('/promotions');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Welcome visitor” was created.'));
    const table = page.getByRole('table', { name: 'Popups' });
    const row = rowOf(table, 'Welcome visitor');
    expect(await cellOf(table, row, 'Shown to')).toBe('Logged out (B)');
    expect(await cellOf(table, row, 'Image')).toBe('No image');

    const [stored] = await list<PopupAdmin>('popups');
    expect(stored).toMatchObject({
      audience: 'B',
      content: {
        JA: '<p><strong>ご登録で特典</strong></p>',
        EN: '<p><strong>Sign up for a bonus</strong></p>',
      },
      imageUrl: null,
      linkageType: 'INTERNAL',
      url: '/promotions',
    });

    const site = await (await suite.openContext()).newPage();
    await site.goto('/');
    const popup = await visible(site.getByRole('dialog', { name: 'Welcome visitor' }));
    expect(await textOf(popup.locator('strong'))).toBe('Sign up for a bonus');
    await consoleApi(suite.server, token, 'DELETE', `/content/popups/${stored?.id ?? 0}`);
  });

  it('stores an announcement typed as HTML source without its script, and the member site runs none', async () => {
    const page = await openContent('/console/content/announcements', 'Announcements');
    await page.getByRole('button', { name: 'New announcement' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'New announcement' }));
    for (const [language, title] of [
      ['日本語', '安全テスト'],
      ['English', 'Safety test'],
    ] as const) {
      const block = dialog.getByRole('group', { name: language });
      await block.getByRole('textbox', { name: /^Title/ }).fill(title);
      await block.getByRole('button', { name: 'HTML source' }).click();
      const source = block.getByRole('textbox', { name: /^Content/ });
      expect(await source.evaluate((element) => element.tagName)).toBe('TEXTAREA');
      await source.fill(XSS_PAYLOAD);
      const preview = block.getByRole('region', { name: 'What members will see' });
      await visible(preview.getByText('Safe text'));
      expect(await preview.innerHTML()).not.toMatch(/onerror|<script|javascript:/i);
    }
    await dialog.getByLabel('Promotion type').selectOption({ label: 'Event' });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByRole('status').getByText('“Safety test” was created.'));
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const table = page.getByRole('table', { name: 'Announcements' });
    expect(await cellOf(table, rowOf(table, 'Safety test'), 'Promotion type')).toBe('Event');

    const [stored] = await list<AnnouncementAdmin>('announcements');
    for (const html of [stored?.content.JA, stored?.content.EN]) {
      expect(html).toContain('Safe text');
      expect(html).not.toMatch(/onerror|<script|javascript:/i);
    }

    // The member site opens the new announcement by itself; nothing of the script runs there.
    const site = await (await suite.openContext()).newPage();
    await site.goto('/');
    const popup = await visible(site.getByRole('dialog', { name: 'Announcements' }));
    const article = popup.getByRole('article', { name: 'Safety test' });
    await visible(article.getByText('Safe text'));
    await expect
      .poll(() =>
        article
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    // The server kept the word but not the javascript: link: a click on it goes nowhere.
    expect(await article.getByRole('link').count()).toBe(0);
    await site.mouse.click(...(await wordCentre(article, 'link')));
    expect(await site.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(site.context().pages()).toHaveLength(1);
    await consoleApi(suite.server, token, 'DELETE', `/content/announcements/${stored?.id ?? 0}`);
  });
});
