import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from './support/browser.ts';
import {
  DEMO_ADMIN,
  consoleApi,
  signInThroughApi,
  textOf,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import { openConsoleAs } from './support/finance.ts';

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const SAVED = 'Saved. Visitors see the change at once.';

describe.skipIf(!hasBrowser)('resources & analytics, member types', () => {
  const suite = useConsoleSuite();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });

  it('sets the tag id, the CDNs, the logo and single-wallet mode, each checked under its input; a transfer vendor blocks single wallet', async () => {
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/settings/resources');
    await visible(page.getByRole('heading', { level: 1, name: 'Resources & analytics' }));
    const gtag = page.getByLabel('Google tag ID');
    const images = page.getByLabel('Image CDN');
    await gtag.fill('UA-1234-1');
    await images.fill('http://img.example-cdn.com');
    await save(page);
    await expect.poll(() => gtag.getAttribute('aria-invalid')).toBe('true');
    expect(
      await textOf(page.getByText('Enter a Google tag ID starting with G-, GT-, AW- or DC-')),
    ).toBeTruthy();
    expect(await images.getAttribute('aria-invalid')).toBe('true');
    await visible(page.getByText('Enter an address starting with https:// (no ? or #)'));

    await gtag.fill('g-e2e12345');
    await images.fill('https://img.example-cdn.com/');
    await page.getByLabel('Logo').fill('/favicon.svg');
    await page.getByRole('switch', { name: /accepts analytics cookies/ }).uncheck();
    await save(page);
    await visible(page.getByText(SAVED));
    const saved = await consoleApi(suite.server, adminToken, 'GET', '/settings/resources');
    expect(saved.payload.value).toEqual({
      resources: { logoUrl: '/favicon.svg', faviconUrl: null },
      analytics: { gtagId: 'G-E2E12345', consentRequired: false },
      cdn: { images: 'https://img.example-cdn.com', launch: null },
      merchantWallet: { isSingle: false },
    });
    // The form shows what was stored.
    expect(await gtag.inputValue()).toBe('G-E2E12345');

    await suite.server.addVendor({
      vassalage: 'OWNWALLET',
      displayName: 'Own Wallet Games',
      categories: ['RNG'],
      walletMode: 'TRANSFER',
      games: [
        {
          gameId: 'own-slot',
          gameCode: 'OWNSLOT',
          gameType: 'RNG',
          names: { JA: '独自ウォレットスロット', EN: 'Own Wallet Slot' },
          iconUrl: '/favicon.svg',
        },
      ],
    });
    await page.getByRole('switch', { name: 'Single wallet' }).check();
    await save(page);
    expect(await textOf(page.getByRole('alert'))).toContain('Single-wallet mode needs every vendor');
    expect(
      (
        (await consoleApi(suite.server, adminToken, 'GET', '/settings/resources')).payload.value as {
          merchantWallet: unknown;
        }
      ).merchantWallet,
    ).toEqual({ isSingle: false });
  });

  it('edits the agent and trial type lists, refusing a type in both, and names members by them', async () => {
    await suite.server.createMember({ username: 'typed43', password: 'secret123', type: 43 });
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/settings/member-types');
    await visible(page.getByRole('heading', { level: 1, name: 'Member types' }));
    const agentTypes = page.getByLabel('Agent types', { exact: true });
    const agentChips = page.getByRole('list', { name: /Agent types/ });
    expect(await agentChips.getByRole('listitem').allInnerTexts()).toEqual(['1', '2', '41', '42']);

    await agentTypes.fill('abc');
    await agentTypes.press('Enter');
    await visible(page.getByText('abc is not a type number from 1 to 999.'));
    await agentTypes.fill('4');
    await agentTypes.press('Enter');
    await save(page);
    await visible(page.getByText('A type cannot be both an agent type and a trial type'));
    expect(await textOf(page.getByRole('alert'))).toContain('Please check the highlighted fields.');

    await agentChips.getByRole('button', { name: 'Remove 4', exact: true }).click();
    await agentTypes.fill('43');
    await agentTypes.press('Enter');
    await save(page);
    await visible(page.getByText('Saved. Visitors see the change at once.'));
    const saved = await consoleApi(suite.server, adminToken, 'GET', '/settings/member-types');
    expect(saved.payload.value).toEqual({ agentTypes: [1, 2, 41, 42, 43], trialTypes: [4] });

    // The member list names type 43 an agent now, and the type filter offers it.
    await page.goto('/console/members?account=typed43');
    const row = page.getByRole('row').filter({ hasText: 'typed43' });
    expect(await textOf(row)).toContain('Agent (43)');
    const typeFilter = page.getByLabel('Type', { exact: true });
    expect(await typeFilter.locator('option').allInnerTexts()).toContain('Agent (43)');
  });
});
