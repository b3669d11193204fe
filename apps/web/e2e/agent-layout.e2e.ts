import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { DEMO, expectPath, logInFromHeader, useBrowserSuite, visible } from './support/app.ts';

/** The menu with the operator's default switches: the contract pages stay away (no contracts yet). */
const MENU = [
  'Deposit',
  'Withdraw',
  'Announcements',
  'Team overview',
  'Register centre',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Team transactions',
  'Account details',
  'Platform messages',
  'Customer service',
];

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Agent centre' });

/** The agent signs in on the landing's own form and arrives in the agent centre. */
const signInAsAgent = async (page: Page) => {
  await visible(page.getByRole('heading', { name: 'Agent login' }));
  await page.getByLabel('Username', { exact: true }).fill(DEMO.agent);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectPath(page, '/agentHome');
};

describe.skipIf(!hasBrowser)('agent layout', () => {
  const suite = useBrowserSuite();
  const consoleApi = createConsoleApi(() => suite.server.url);

  it('sends a member to /agent; the agent gets the menu in order, deposit and its announcements inside it', async () => {
    const text = (en: string) => ({ JA: en, EN: en });
    for (const [audience, title] of [
      ['AGENTS', 'For agents: new rebate table'],
      ['MEMBERS', 'For members: weekend bonus'],
    ] as const) {
      await consoleApi.request('POST', '/content/announcements', {
        title: text(title),
        content: text(`<p>${title}</p>`),
        audience,
      });
    }

    const page = await suite.openPage('/', { language: 'EN' });
    await logInFromHeader(page, DEMO.member, DEMO.password);
    await page.goto('/agentHome');
    await expectPath(page, '/agent');
    await signInAsAgent(page);

    const menu = await visible(menuOf(page));
    // Each entry's name (the messages entry may carry an unread count beside it).
    expect(await menu.locator('.agent-menu__label, button').allInnerTexts()).toEqual(MENU);
    // The landing offers the same pages, each with what it holds.
    await visible(page.getByRole('link', { name: /Team overview.*figures/ }));

    await menu.getByRole('link', { name: 'Deposit' }).click();
    await expectPath(page, '/agentHome/depositv2');
    await visible(page.getByRole('heading', { level: 1, name: 'Deposit' }));
    expect(await menu.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');

    await menu.getByRole('link', { name: 'Announcements' }).click();
    await expectPath(page, '/agentHome/agentAnnouncement');
    const list = await visible(page.getByRole('list', { name: 'Announcement titles' }));
    await visible(list.getByText('For agents: new rebate table'));
    expect(await list.getByText('For members: weekend bonus').count()).toBe(0);
    await visible(menuOf(page));
  });

  it('puts the menu in a drawer on a phone, closed once a page is chosen', async () => {
    const page = await suite.openPage('/agent', { language: 'EN' });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAgent(page);

    const menu = menuOf(page);
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the agent menu' }).click();
    await visible(menu);
    await menu.getByRole('link', { name: 'Withdraw' }).click();
    await expectPath(page, '/agentHome/withdraw');
    await visible(page.getByRole('heading', { level: 1, name: 'Withdraw' }));
    await menu.waitFor({ state: 'hidden' });
    await visible(page.getByRole('button', { name: 'Open the agent menu' }));
  });
});
