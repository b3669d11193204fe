import { beforeAll, describe, expect, it } from 'vitest';
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

describe.skipIf(!hasBrowser)('game shortcuts', () => {
  const suite = useConsoleSuite();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });

  it('points a shortcut at a filtered list, refuses a bad vendor code under its input, and members follow it', async () => {
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/settings/shortcuts');
    const table = await visible(page.getByRole('table', { name: 'Where each shortcut leads' }));
    expect(await table.getByLabel('/down: opens').inputValue()).toBe('DOWNLOAD');
    expect(await table.getByLabel('/jp: slot type').inputValue()).toBe('JP');

    await table.getByLabel('/horse: game list').selectOption('LIVE');
    await table.getByLabel('/horse: vendor code').fill('house<x>');
    await table.getByLabel('/horse: name contains').fill('Baccarat');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const vendor = table.getByLabel('/horse: vendor code');
    await expect.poll(() => vendor.getAttribute('aria-invalid')).toBe('true');
    expect(await vendor.inputValue()).toBe('house<x>');

    await vendor.fill('house');
    await table.getByLabel('/down: opens').selectOption('GAMES');
    await table.getByLabel('/down: game list').selectOption('FISH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Saved. Visitors see the change at once.'));
    const saved = await consoleApi(suite.server, adminToken, 'GET', '/settings/shortcuts');
    expect(saved.payload.value).toMatchObject({
      horse: { kind: 'GAMES', category: 'LIVE', vassalage: 'HOUSE', classify: null, name: 'Baccarat' },
      down: { kind: 'GAMES', category: 'FISH', vassalage: null, classify: null, name: null },
    });

    const member = await (await suite.openContext()).newPage();
    await member.goto('/horse');
    await member.waitForURL((url) => url.pathname === '/live');
    expect(new URL(member.url()).search).toBe('?vassalage=HOUSE&name=Baccarat');
    await visible(member.getByText('No game matches these filters.'));
    await member.goto('/down');
    await member.waitForURL((url) => url.pathname === '/fish');
    expect(await textOf(member.getByRole('heading', { level: 1 }))).toBe('Fishing');
  });
});
