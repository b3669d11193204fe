import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestApp, createTestMember, registerTestVendor, type TestApp } from '@platform/server/testing';
import { MODULE_ID, type WhitelabelNode } from '@platform/contract';
import { hasBrowser, launchBrowser } from './support/browser.ts';
import { expectPath, logInFromHeader, namedGame, textOf, uniqueUsername, visible } from './support/app.ts';
import { both, createShellContent } from './shell-content.ts';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
const DESKTOP = { width: 1280, height: 800 } as const;
const PASSWORD = 'shell1234';
const SLOTS = { vassalage: 'SHELLSLOT', displayName: 'Shell Slots' } as const;
const LIVE = { vassalage: 'SHELLLIVE', displayName: 'Shell Live' } as const;
/** A page the test server serves, standing in for the operator's chat pages. */
const CHAT_PAGE = '/favicon.svg';

/** Turns one white-label switch on or off in the tree. */
const withSwitch = (nodes: WhitelabelNode[], modId: string, enabled: boolean): WhitelabelNode[] =>
  nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? enabled : node.enabled,
    childrenNodes: withSwitch(node.childrenNodes, modId, enabled),
  }));

describe.skipIf(!hasBrowser)('site shell: menus, footer, bell, announcements and popups', () => {
  let app: TestApp;
  let baseURL: string;
  let browser: Browser;
  let content: ReturnType<typeof createShellContent>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // The server's own services set the switches and site settings; content goes through the console API.
    app = await createTestApp({ webDist: WEB_DIST, consoleDist: CONSOLE_DIST });
    baseURL = await app.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    content = createShellContent(baseURL);
    await registerTestVendor(app.services, {
      ...SLOTS,
      categories: ['RNG'],
      games: [namedGame('shell-reels', 'Shell Reels', { gameType: 'RNG' })],
    });
    await registerTestVendor(app.services, {
      ...LIVE,
      categories: ['LIVE'],
      games: [namedGame('shell-baccarat', 'Shell Baccarat', { gameType: 'LIVE' })],
    });
    const site = await app.services.system.getSiteSetting();
    await app.services.system.setSiteSetting({
      ...site,
      customerService: [
        { csType: 'LIVE_CHAT', title: 'Sales chat', path: `${CHAT_PAGE}?channel=chat` },
        { csType: 'WHATSAPP', title: 'WhatsApp', path: `${CHAT_PAGE}?channel=whatsapp` },
        { csType: 'TELEGRAM', title: 'Telegram', path: `${CHAT_PAGE}?channel=telegram` },
      ],
    });
    await app.services.system.setContentSetting({
      socialLinks: [
        { kind: 'FACEBOOK', url: 'https://facebook.example/platform' },
        { kind: 'TELEGRAM', url: 'https://t.example/platform' },
      ],
    });
    await content.addBanner({
      groupName: 'w_leftmenu',
      title: both('Daily rebate'),
      imageUrl: '/demo/banner-menu.svg',
      linkageType: 'EXTERNAL',
      url: 'https://promo.example/rebate',
    });
    await content.addHelpArticle({
      slug: 'deposit-guide',
      title: both('Deposit guide'),
      content: both('<p>How to deposit.</p>'),
    });
    await content.addHelpArticle({
      slug: 'term',
      title: both('Terms of use'),
      content: both('<p>Terms.</p>'),
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser.close();
    await app.close();
  });

  /** A new browser session (empty storage) in English, opened at `path`. */
  const openPage = async (path: string) => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    contexts.push(context);
    await context.addInitScript(() => {
      if (localStorage.getItem('lang') === null) localStorage.setItem('lang', 'EN');
    });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  };

  const setSwitch = async (modId: string, enabled: boolean) => {
    await app.services.system.setWhitelabel(
      withSwitch(await app.services.system.getWhitelabel(), modId, enabled),
    );
  };

  const createMember = async (prefix: string) => {
    const username = uniqueUsername(prefix);
    await createTestMember(app.services, { username, password: PASSWORD });
    return username;
  };

  const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });

  /** Reloads and waits until the page has asked for its popups and has nothing more to load. */
  const reloadSettled = async (page: Page, answer: '/wps/relay/notices' | '/wps/relay/announcements') => {
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === answer),
      page.reload(),
    ]);
    await page.waitForLoadState('networkidle');
  };

  it('offers home, search, the game types, app download and customer service; promotions only with REWARDS on', async () => {
    const page = await openPage('/');
    const menu = await visible(sideMenu(page));
    const games = menu.getByRole('list', { name: 'Games' });
    await visible(games.getByRole('link', { name: 'Slots' }));
    expect(await games.getByRole('link').allInnerTexts()).toEqual(['Slots', 'Live casino']);
    expect(await games.getByRole('link', { name: 'Live casino' }).getAttribute('href')).toBe('/live');
    await visible(menu.getByRole('link', { name: 'Home' }));
    await visible(menu.getByRole('button', { name: 'Search' }));
    expect(await menu.getByRole('link', { name: 'App download' }).getAttribute('href')).toBe('/download');
    await visible(menu.getByRole('button', { name: 'Customer service' }));
    expect(await menu.getByRole('group', { name: 'Language' }).getByRole('button').allInnerTexts()).toEqual([
      '日本語',
      'English',
    ]);
    expect(await menu.getByRole('link', { name: 'Promotions' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Invite friends' }).count()).toBe(0);
    // The side-menu banner opens its outside page in a new tab.
    const banner = menu.getByRole('link', { name: 'Daily rebate' });
    expect(await (await visible(banner)).getAttribute('href')).toBe('https://promo.example/rebate');
    expect(await banner.getAttribute('target')).toBe('_blank');

    await setSwitch(MODULE_ID.REWARDS, true);
    try {
      await page.reload();
      expect(await (await visible(menu.getByRole('link', { name: 'Promotions' }))).getAttribute('href')).toBe(
        '/promotions',
      );
      // The reward centre is a member page: a visitor is not offered it.
      expect(await menu.getByRole('link', { name: 'Reward centre' }).count()).toBe(0);
    } finally {
      await setSwitch(MODULE_ID.REWARDS, false);
    }

    await menu.getByRole('link', { name: 'Slots' }).click();
    await expectPath(page, '/rng');
  });

  it('opens a customer-service channel from the right bar in a 440×750 window', async () => {
    const page = await openPage('/');
    const bar = await visible(page.getByRole('complementary', { name: 'Customer service shortcuts' }));
    expect(await bar.getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining(['Sales chat', 'WhatsApp', 'Telegram']),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bar.getByRole('button', { name: 'Telegram' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('channel')).toBe('telegram');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
  });

  it('lists help links, the game list, social links and the vendor logos in the footer', async () => {
    const page = await openPage('/');
    const footer = page.getByRole('contentinfo');
    const help = footer.getByRole('navigation', { name: 'Help' });
    expect(
      await (await visible(help.getByRole('link', { name: 'Deposit guide' }))).getAttribute('href'),
    ).toBe('/help#deposit-guide');
    expect(await help.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/help#term');
    const gameList = footer.getByRole('navigation', { name: 'Game list' });
    expect(await gameList.getByRole('link').allInnerTexts()).toEqual(['Slots', 'Live casino']);

    const facebook = footer.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(await facebook.getAttribute('href')).toBe('https://facebook.example/platform');
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.getAttribute('rel')).toBe('noopener noreferrer');
    await visible(footer.getByRole('link', { name: 'Telegram (opens in a new tab)' }));

    // The logos load once the footer comes near; a vendor without a logo shows its name.
    await footer.scrollIntoViewIfNeeded();
    const vendors = footer.getByRole('region', { name: 'Game providers' });
    expect(await textOf(vendors.getByRole('img', { name: SLOTS.displayName }))).toBe(SLOTS.displayName);
    await visible(vendors.getByRole('img', { name: LIVE.displayName }));
    await vendors.getByRole('link', { name: SLOTS.displayName }).click();
    await page.waitForURL(
      (url) => url.pathname === '/rng' && url.searchParams.get('vassalage') === SLOTS.vassalage,
    );
  });

  it("lists the player notices under the bell's Notices tab, reachable by keyboard", async () => {
    await content.addNotice({
      title: both('Maintenance tonight'),
      content: both('The site pauses from 02:00 to 03:00.'),
    });
    try {
      const username = await createMember('bell');
      const page = await openPage('/');
      await logInFromHeader(page, username, PASSWORD);
      await page.getByRole('banner').getByRole('button', { name: 'Notifications, 0 unread' }).click();
      const panel = await visible(page.getByRole('region', { name: 'Notifications' }));
      const walletTab = panel.getByRole('tab', { name: 'Notifications' });
      expect(await walletTab.getAttribute('aria-selected')).toBe('true');
      await visible(panel.getByText('No notifications yet.'));

      await walletTab.focus();
      await page.keyboard.press('ArrowRight');
      const noticesTab = panel.getByRole('tab', { name: 'Notices' });
      expect(await noticesTab.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Notices');
      const list = await visible(panel.getByRole('tabpanel', { name: 'Notices' }));
      await visible(list.getByRole('heading', { name: 'Maintenance tonight' }));
      expect(await list.innerText()).toContain('The site pauses from 02:00 to 03:00.');

      await page.keyboard.press('Home');
      expect(await walletTab.getAttribute('aria-selected')).toBe('true');
    } finally {
      await content.clear('notices');
    }
  });

  it('shows public popups by audience: B to a visitor until closed, A only after login, F after a first login', async () => {
    await content.addPopup({
      audience: 'B',
      title: both('Visitor welcome'),
      content: both('<p>Sign up for a bonus.</p>'),
      linkageType: 'INTERNAL',
      url: '/register',
    });
    await content.addPopup({
      audience: 'A',
      title: both('Members only'),
      content: both('<p>Thanks for playing.</p>'),
      sortOrder: 1,
    });
    await content.addPopup({
      audience: 'F',
      title: both('First login gift'),
      content: both('<p>Your first gift.</p>'),
      sortOrder: 2,
    });
    try {
      const page = await openPage('/');
      const visitorPopup = await visible(page.getByRole('dialog', { name: 'Visitor welcome' }));
      await visible(visitorPopup.getByText('Sign up for a bonus.'));
      expect(await visitorPopup.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
        '/register',
      );
      expect(await page.getByRole('dialog', { name: 'Members only' }).count()).toBe(0);
      await visitorPopup.getByRole('button', { name: 'Close' }).click();
      await visitorPopup.waitFor({ state: 'detached' });

      // Closed for this session: a reload does not bring it back.
      await reloadSettled(page, '/wps/relay/notices');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A first login: the logged-in popups arrive without a reload, A then F, one step at a time
      // of the arrival queue, which ends with the welcome.
      const username = await createMember('popup');
      await logInFromHeader(page, username, PASSWORD, { keepsArrival: true });
      const memberPopup = await visible(page.getByRole('dialog', { name: 'Members only' }));
      expect(await memberPopup.innerText()).toContain('1 of 3');
      await memberPopup.getByRole('button', { name: 'Continue' }).click();
      const firstLoginPopup = await visible(page.getByRole('dialog', { name: 'First login gift' }));
      await firstLoginPopup.getByRole('button', { name: 'Continue' }).click();
      const welcome = await visible(page.getByRole('dialog', { name: `Welcome, ${username}!` }));
      await welcome.getByRole('button', { name: 'Got it' }).click();
      await welcome.waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog', { name: 'Visitor welcome' }).count()).toBe(0);

      // A later session of the same account: A again, but no longer F.
      const later = await openPage('/');
      await visible(later.getByRole('dialog', { name: 'Visitor welcome' }));
      await later
        .getByRole('dialog', { name: 'Visitor welcome' })
        .getByRole('button', { name: 'Close' })
        .click();
      await logInFromHeader(later, username, PASSWORD);
      const again = await visible(later.getByRole('dialog', { name: 'Members only' }));
      expect(await again.innerText()).not.toContain('1 of 2');
      await again.getByRole('button', { name: 'Close' }).click();
      await reloadSettled(later, '/wps/relay/notices');
      expect(await later.getByRole('dialog').count()).toBe(0);
    } finally {
      await content.clear('popups');
    }
  });

  it('shows the arrival as one queue: a visitor closes it with one action and a member steps through it', async () => {
    await content.addAnnouncement({
      title: both('Arrival news'),
      content: both('<p>New tables tonight.</p>'),
      promotionType: null,
    });
    await content.addPopup({ audience: 'B', title: both('Visitor offer'), content: both('<p>Join us.</p>') });
    await content.addPopup({
      audience: 'A',
      title: both('Member news'),
      content: both('<p>Hello again.</p>'),
    });
    try {
      // A visitor: the announcements and the visitor's popup, one dialog, closed at once.
      const page = await openPage('/');
      const queue = await visible(page.getByRole('dialog', { name: 'Announcements' }));
      expect(await queue.innerText()).toContain('1 of 2');
      await queue.getByRole('button', { name: 'Close all' }).click();
      await queue.waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog').count()).toBe(0);
      await reloadSettled(page, '/wps/relay/notices');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A member who arrives at the login popup: nothing opens above it; after the first login the
      // queue holds the announcements, the members' popup and the welcome, stepped through in turn.
      const username = await createMember('arrival');
      const member = await openPage('/login');
      const login = await visible(member.getByRole('dialog', { name: 'Log in' }));
      await member.waitForLoadState('networkidle');
      expect(await member.getByRole('dialog').count()).toBe(1);
      await login.getByLabel('Username', { exact: true }).fill(username);
      await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await login.waitFor({ state: 'detached' });

      // One dialog throughout: its name is the step's title.
      const steps = member.getByRole('dialog');
      await visible(member.getByRole('dialog', { name: 'Announcements' }).getByText('New tables tonight.'));
      expect(await steps.innerText()).toContain('1 of 3');
      await steps.getByRole('button', { name: 'Continue' }).click();
      await visible(member.getByRole('dialog', { name: 'Member news' }).getByText('Hello again.'));
      expect(await steps.innerText()).toContain('2 of 3');
      await steps.getByRole('button', { name: 'Continue' }).click();
      await visible(member.getByRole('dialog', { name: `Welcome, ${username}!` }));
      expect(await steps.innerText()).toContain('3 of 3');
      expect(await steps.getByRole('button', { name: 'Close all' }).count()).toBe(0);
      await steps.getByRole('button', { name: 'Got it' }).click();
      await steps.waitFor({ state: 'detached' });

      // Each step passed is closed for the session.
      await reloadSettled(member, '/wps/relay/notices');
      expect(await member.getByRole('dialog').count()).toBe(0);
    } finally {
      await content.clear('popups');
      await content.clear('announcements');
    }
  });

  it('opens the announcements by itself once a session, 9 a page, with the promotion badge and no script', async () => {
    for (let index = 1; index <= 10; index += 1) {
      const isLatest = index === 10;
      await content.addAnnouncement({
        title: both(`Announcement ${String(index)}`),
        content: both(
          isLatest
            ? '<p>Bonus week starts now.</p><img src="x" onerror="window.__xss=1"><a href="javascript:window.__xss=2">Claim</a>'
            : `<p>Text of announcement ${String(index)}.</p>`,
        ),
        promotionType: isLatest ? 'DEPOSIT_BONUS' : null,
      });
    }
    try {
      const page = await openPage('/');
      const dialog = await visible(page.getByRole('dialog', { name: 'Announcements' }));
      const titles = dialog.getByRole('list', { name: 'Announcement titles' });
      await visible(titles.getByRole('button', { name: /Announcement 10/ }));
      expect(await titles.getByRole('listitem').count()).toBe(9);
      expect(await titles.getByRole('listitem').first().innerText()).toContain('Announcement 10');

      // The newest is shown: its promotion badge, its text, and nothing of the injected script.
      const article = dialog.getByRole('article', { name: 'Announcement 10' });
      await visible(article.getByText('Bonus week starts now.'));
      await visible(article.getByText('Deposit bonus', { exact: true }));
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('dialog img')].every((image) => image.complete),
      );
      await article.getByText('Claim').click();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await article.locator('[onerror], a[href^="javascript"]').count()).toBe(0);
      // Without the REWARDS switch there is no reward centre to go to.
      expect(await article.getByRole('link', { name: 'Go to the reward centre' }).count()).toBe(0);

      await dialog.getByRole('button', { name: /Announcement 3/ }).click();
      await visible(
        dialog.getByRole('article', { name: 'Announcement 3' }).getByText('Text of announcement 3.'),
      );

      await dialog.getByRole('button', { name: 'Next' }).click();
      await visible(titles.getByRole('button', { name: /Announcement 1\b/ }));
      expect(await titles.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringContaining('Announcement 1'),
      ]);
      expect(await textOf(dialog.getByRole('article'))).toContain('Text of announcement 1.');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await reloadSettled(page, '/wps/relay/announcements');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // The header's megaphone opens them again at any time; with REWARDS on, a promotion offers the reward centre.
      await setSwitch(MODULE_ID.REWARDS, true);
      try {
        await page.reload();
        await page.getByRole('banner').getByRole('button', { name: 'Announcements' }).click();
        const reopened = await visible(page.getByRole('dialog', { name: 'Announcements' }));
        const reward = await visible(reopened.getByRole('link', { name: 'Go to the reward centre' }));
        expect(await reward.getAttribute('href')).toBe('/member/rewardCenter');
      } finally {
        await setSwitch(MODULE_ID.REWARDS, false);
      }

      // A new browser session opens them by itself again.
      const nextSession = await openPage('/');
      await visible(nextSession.getByRole('dialog', { name: 'Announcements' }));
    } finally {
      await content.clear('announcements');
    }
  });
});
