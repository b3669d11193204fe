import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SiteResourcesSetting } from '@platform/contract';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { expectPath, logInNewMember, useBrowserSuite, visible } from './support/app.ts';

const GTAG_ID = 'G-E2ETEST01';

const NO_RESOURCES: SiteResourcesSetting = {
  resources: { logoUrl: null, faviconUrl: null },
  analytics: { gtagId: null, consentRequired: true },
  cdn: { images: null, launch: null },
  merchantWallet: { isSingle: false },
};

/**
 * Watches the page for the Google tag: every request for Google's script is answered here with an
 * empty script (the test has no network), and counted.
 */
const watchGoogleTag = async (page: Page) => {
  const requested: string[] = [];
  await page.context().route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: '' });
  });
  return {
    requested,
    /** Whether the page put the tag's script in (done synchronously when the app decides). */
    isInPage: () =>
      page.evaluate(() => document.querySelector('script[src*="googletagmanager.com"]') !== null),
  };
};

/** The home page drawn by the app (its banner strip and game rows are in). */
const openHome = async (page: Page) => {
  await page.goto('/');
  await visible(page.getByRole('navigation', { name: 'Games', exact: true }));
};

describe.skipIf(!hasBrowser)(
  'site config: analytics tag with consent, single wallet (spec section 7)',
  () => {
    const suite = useBrowserSuite();
    const api = createConsoleApi(() => suite.server.url);
    const setResources = (setting: SiteResourcesSetting) =>
      api.request('PUT', '/settings/resources', setting);

    afterEach(async () => {
      await setResources(NO_RESOURCES);
    });

    it('requests the Google tag only when an id is set, and after consent where the operator requires it', async () => {
      const page = await suite.openPage('/help', { language: 'EN' });
      const tag = await watchGoogleTag(page);
      const banner = page.getByRole('region', { name: 'Analytics cookies' });

      // No id: no banner, no tag.
      await openHome(page);
      expect([await tag.isInPage(), tag.requested, await banner.count()]).toEqual([false, [], 0]);

      // An id with consent required: the banner asks first; declining loads nothing, and is remembered.
      await setResources({ ...NO_RESOURCES, analytics: { gtagId: GTAG_ID, consentRequired: true } });
      await openHome(page);
      await visible(banner);
      expect([await tag.isInPage(), tag.requested]).toEqual([false, []]);
      await banner.getByRole('button', { name: 'Decline' }).click();
      await banner.waitFor({ state: 'detached' });
      await openHome(page);
      expect([await tag.isInPage(), tag.requested, await banner.count()]).toEqual([false, [], 0]);

      // A visitor who accepts gets the tag at once, and on every later visit without being asked.
      await page.evaluate(() => localStorage.removeItem('analyticsConsent'));
      await openHome(page);
      await banner.getByRole('button', { name: 'Accept' }).click();
      await banner.waitFor({ state: 'detached' });
      await expect
        .poll(() => tag.requested)
        .toEqual([`https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}`]);
      expect(
        await page.evaluate(() =>
          JSON.stringify(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))[1]),
        ),
      ).toBe(JSON.stringify(['config', GTAG_ID]));
      await openHome(page);
      await expect.poll(() => tag.requested.length).toBe(2);
      expect(await banner.count()).toBe(0);
    });

    it('loads the tag without asking when the operator does not require consent', async () => {
      await setResources({ ...NO_RESOURCES, analytics: { gtagId: GTAG_ID, consentRequired: false } });
      const page = await suite.openPage('/help', { language: 'EN' });
      const tag = await watchGoogleTag(page);
      await openHome(page);
      await expect
        .poll(() => tag.requested)
        .toEqual([`https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}`]);
      expect(await page.getByRole('region', { name: 'Analytics cookies' }).count()).toBe(0);
    });

    it('hides my wallets in single-wallet mode: not in the menu or the member centre, and its address leads to the member centre', async () => {
      const { page, username } = await logInNewMember(suite, { prefix: 'single' });
      await page.goto('/member');
      // The member centre's cards (title and description) and, on its pages, the tabs (title only).
      const pages = page.getByRole('navigation', { name: 'Member centre pages' });
      await visible(pages.getByRole('link', { name: /^Wallet / }));

      await setResources({ ...NO_RESOURCES, merchantWallet: { isSingle: true } });
      await page.reload();
      await visible(pages.getByRole('link', { name: /^Deposit / }));
      expect(await pages.getByRole('link', { name: /^Wallet / }).count()).toBe(0);
      await page.goto('/member/transactionHistory');
      await visible(pages.getByRole('link', { name: 'Deposit', exact: true }));
      expect(await pages.getByRole('link', { name: 'Wallet', exact: true }).count()).toBe(0);
      await page.getByRole('banner').getByRole('button', { name: username }).click();
      await visible(page.getByRole('menuitem', { name: 'Deposit' }));
      expect(await page.getByRole('menuitem', { name: 'Wallet', exact: true }).count()).toBe(0);
      await page.goto('/member/transferFund');
      await expectPath(page, '/member');
    });
  },
);
