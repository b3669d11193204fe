import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { validationText, type VendorAdmin, type VendorGame } from '@platform/contract';
import { createVendorClient, testGame } from '@platform/server/testing';
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
import { cellOf, goTo, memberApi, openConsoleAs, rowOf } from './support/finance.ts';

interface LobbyGame {
  gameId: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  maintenance: { startTime: string; endTime: string } | null;
}

const INITIAL_PASSWORD = 'Initial-pass-1';
const CHOSEN_PASSWORD = 'Chosen-pass-22';

/** A field's message (error or hint) as shown under it. */
const messageUnder = async (field: Locator) => {
  const id = await field.getAttribute('aria-describedby');
  if (id === null) return '';
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
};

/** A JSON file as the operator would choose it in the file picker. */
const jsonFile = (name: string, data: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(data, null, 2)),
});

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, `minutes` from now: what a person types. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);

/** The instant the browser reads a typed local time as. */
const instantOf = (page: Page, local: string) => page.evaluate((text) => new Date(text).getTime(), local);

/** A switch's save has finished when it is no longer busy. */
const settled = async (control: Locator) => {
  await expect.poll(() => control.getAttribute('aria-busy')).toBeNull();
};

describe.skipIf(!hasBrowser)('game vendors and games', () => {
  const suite = useConsoleSuite();
  let adminToken = '';
  let financeToken = '';

  beforeAll(async () => {
    adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    // A finance staff member, set up as the administrator and the new staff member would.
    const created = await consoleApi(suite.server, adminToken, 'POST', '/staff', {
      username: 'finance.games',
      password: INITIAL_PASSWORD,
      role: 'FINANCE',
    });
    expect(created.status).toBe(200);
    financeToken = await signInThroughApi(suite.server, 'finance.games', INITIAL_PASSWORD);
    const changed = await consoleApi(suite.server, financeToken, 'POST', '/auth/password', {
      oldPassword: INITIAL_PASSWORD,
      newPassword: CHOSEN_PASSWORD,
      confirmNewPassword: CHOSEN_PASSWORD,
    });
    expect(changed.status).toBe(200);
  });

  /** The lobby's answer for a vendor, as the member site asks for it. */
  const lobbyGames = async (vassalage: string) =>
    (
      await memberApi<{ games: LobbyGame[] }>(
        suite.server,
        null,
        'GET',
        `/wps/relay/games?vassalage=${vassalage}&pageSize=100`,
      )
    ).payload.value.games;

  const storedVendor = async (vassalage: string) => {
    const answer = await consoleApi(suite.server, adminToken, 'GET', '/games/vendors');
    return (answer.payload.value as VendorAdmin[]).find((vendor) => vendor.vassalage === vassalage);
  };

  it('adds a vendor, shows its secret once, and imports its game list', async () => {
    const context = await suite.openContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openConsoleAs(context, adminToken, '/console/');
    await goTo(page, 'Vendors');
    const table = await visible(page.getByRole('table', { name: 'Game vendors' }));

    await page.getByRole('button', { name: 'Add vendor' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Add a game vendor' }));
    const code = dialog.getByLabel('Vendor code');
    await code.fill('e2e-slots');
    await dialog.getByLabel('Display name').fill('E2E Slots');
    await dialog.getByLabel('Launch URL').fill('vendor.example/launch');
    await dialog.getByRole('button', { name: 'Add vendor' }).click();

    // The contract's rules, in the person's words, under the inputs; nothing typed is lost.
    await expect
      .poll(() => messageUnder(code))
      .toBe('The code may use capital letters, digits and _ only (up to 32)');
    expect(await messageUnder(dialog.getByLabel('Launch URL'))).toBe(
      'Enter an address starting with https://, http:// or /',
    );
    expect(await messageUnder(dialog.getByRole('group', { name: 'Categories' }))).toBe('Choose at least 1');
    expect(await code.inputValue()).toBe('e2e-slots');
    expect(await dialog.getByLabel('Display name').inputValue()).toBe('E2E Slots');

    await code.fill('E2E_SLOTS');
    await dialog.getByLabel('Launch URL').fill('https://vendor.example/launch');
    await dialog.getByLabel('Logo URL').fill('/favicon.svg');
    await dialog.getByRole('checkbox', { name: 'Slots', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Fishing', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add vendor' }).click();

    // The signing secret, once, with the warning; copied as the operator would.
    dialog = await visible(page.getByRole('dialog', { name: 'Signing secret of E2E Slots' }));
    await visible(dialog.getByText('It is not shown again', { exact: false }));
    const secret = (await textOf(dialog.getByLabel('Signing secret', { exact: true }))).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await visible(dialog.getByText('Copied', { exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // It is the secret the vendor API checks: a call signed with it is read (and its bogus token refused).
    const vendor = createVendorClient({ baseUrl: suite.server.url, vassalage: 'E2E_SLOTS', secret });
    expect((await vendor.authenticate('no-such-token')).body.errorCode).toBe('launch_token_invalid');

    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('E2E Slots has been added.', { exact: false }));
    let row = await visible(rowOf(table, 'E2E_SLOTS'));
    expect(await cellOf(table, row, 'Vendor')).toBe('E2E Slots\nE2E_SLOTS');
    expect(await cellOf(table, row, 'Categories')).toMatch(/Slots\s*Fishing/);
    expect(await cellOf(table, row, 'Wallet mode')).toBe('Seamless');
    expect(await cellOf(table, row, 'Status')).toBe('Active');
    expect(await cellOf(table, row, 'Games (on / all)')).toBe('0 / 0');
    expect(await cellOf(table, row, 'Secret')).toBe(`…${secret.slice(-4)}`);
    // Never again on the page, nor after a reload.
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await visible(rowOf(table, 'E2E_SLOTS'));
    expect(await page.content()).not.toContain(secret);

    // The same code again: the gateway's conflict under the code, the form kept.
    await page.getByRole('button', { name: 'Add vendor' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Add a game vendor' }));
    await dialog.getByLabel('Vendor code').fill('E2E_SLOTS');
    await dialog.getByLabel('Display name').fill('Second slots');
    await dialog.getByLabel('Launch URL').fill('https://other.example/launch');
    await dialog.getByRole('checkbox', { name: 'Live casino', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    await expect
      .poll(() => messageUnder(dialog.getByLabel('Vendor code')))
      .toBe('A vendor with this code already exists.');
    expect(await dialog.getByLabel('Display name').inputValue()).toBe('Second slots');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The vendor's game list: a broken file is explained before anything is sent.
    row = rowOf(table, 'E2E_SLOTS');
    await row.getByRole('button', { name: 'Import the game list of E2E Slots' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Import the game list of E2E Slots' }));
    const file = dialog.getByLabel('Game list file (JSON)');
    const importButton = dialog.getByRole('button', { name: /^Import/ });
    await file.setInputFiles(
      jsonFile('broken.json', {
        games: [
          {
            gameId: 'E2E_BROKEN',
            gameCode: 'broken',
            gameType: 'RNG',
            names: { JA: '壊れた', EN: 'Broken' },
          },
          {
            gameId: 'E2E_ODD',
            gameCode: 'odd',
            gameType: 'SLOTS',
            names: { JA: '変', EN: 'Odd' },
            iconUrl: '/favicon.svg',
          },
        ],
      }),
    );
    const problems = await visible(dialog.getByRole('alert'));
    expect(await problems.innerText()).toContain(
      'broken.json lists 2 games and cannot be imported: 2 problems.',
    );
    expect(await problems.getByRole('listitem').allInnerTexts()).toEqual([
      `Game 1 (E2E_BROKEN) · iconUrl: ${validationText('required', 'EN')}`,
      `Game 2 (E2E_ODD) · gameType: ${validationText('invalidValue', 'EN')}`,
    ]);
    expect(await importButton.isDisabled()).toBe(true);

    const games: VendorGame[] = [
      {
        gameId: 'E2E_DRAGON',
        gameCode: 'dragon',
        gameType: 'RNG',
        names: { JA: 'ドラゴンの財宝', EN: 'Dragon Treasure' },
        iconUrl: '/favicon.svg',
        gameClassify: 'JP',
        supportsTrial: true,
        minBet: '0.20',
      },
      {
        gameId: 'E2E_TIGER',
        gameCode: 'tiger',
        gameType: 'RNG',
        names: { JA: 'タイガーの運', EN: 'Tiger Fortune' },
        iconUrl: '/favicon.svg',
      },
      {
        gameId: 'E2E_REEF',
        gameCode: 'reef',
        gameType: 'FISH',
        names: { JA: 'サンゴ礁ハント', EN: 'Reef Hunt' },
        iconUrl: '/favicon.svg',
      },
    ];
    await file.setInputFiles(jsonFile('e2e-slots-games.json', { games }));
    await visible(dialog.getByText('e2e-slots-games.json: 3 games, ready to import.'));
    await dialog.getByRole('button', { name: 'Import 3 games' }).click();
    const outcome = await visible(dialog.getByLabel('Import result'));
    expect(await outcome.innerText()).toMatch(/New games\s*3\s*Updated games\s*0\s*Not in this list\s*0/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cellOf(table, rowOf(table, 'E2E_SLOTS'), 'Games (on / all)')).toBe('3 / 3');

    // The count leads to the vendor's games.
    await rowOf(table, 'E2E_SLOTS')
      .getByRole('link', { name: /Games of E2E Slots/ })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Game list' }));
    const gameTable = await visible(page.getByRole('table', { name: 'Games' }));
    await visible(rowOf(gameTable, 'Dragon Treasure'));
    expect(await gameTable.getByRole('row').count()).toBe(1 + games.length);
    const dragon = rowOf(gameTable, 'Dragon Treasure');
    expect(await cellOf(gameTable, dragon, 'Category / type')).toBe('Slots\nJackpot');
    expect(await cellOf(gameTable, dragon, 'Free trial')).toBe('Yes');
    expect(await cellOf(gameTable, dragon, 'Min bet')).toBe('0.20');
    expect(await cellOf(gameTable, rowOf(gameTable, 'Reef Hunt'), 'Category / type')).toBe('Fishing');
    expect(
      await page
        .getByRole('search', { name: 'Game filters' })
        .getByLabel('Vendor', { exact: true })
        .inputValue(),
    ).toBe('E2E_SLOTS');
    // The members' lobby has them, new.
    const lobby = await lobbyGames('E2E_SLOTS');
    expect(lobby.map((game) => game.gameId).sort()).toEqual(['E2E_DRAGON', 'E2E_REEF', 'E2E_TIGER']);
    expect(lobby.every((game) => game.isNew === 1)).toBe(true);
  });

  it('marks a game hot, disables another, orders and pages them; the lobby follows', async () => {
    const games = Array.from({ length: 22 }, (_, index) =>
      testGame(`PAGE_${String(index + 1).padStart(2, '0')}`, { gameType: 'RNG', iconUrl: '/favicon.svg' }),
    );
    await suite.server.addVendor({
      vassalage: 'E2E_PAGED',
      displayName: 'Paged Games',
      categories: ['RNG'],
      games,
    });

    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/');
    await goTo(page, 'Game list');
    const filters = page.getByRole('search', { name: 'Game filters' });
    await filters.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Paged Games (E2E_PAGED)' });
    await filters.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Games' });
    await visible(rowOf(table, 'Game PAGE_01'));
    // 20 a page: the first page, then the rest.
    expect(await table.getByRole('row').count()).toBe(21);
    await visible(page.getByText('22 records', { exact: false }));
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(rowOf(table, 'Game PAGE_22'));
    expect(await table.getByRole('row').count()).toBe(3);
    await page.getByRole('button', { name: 'Previous' }).click();
    await visible(rowOf(table, 'Game PAGE_01'));

    const hot = table.getByRole('switch', { name: 'Hot: Game PAGE_02' });
    expect(await hot.isChecked()).toBe(false);
    await hot.check();
    await settled(hot);
    const enabled = table.getByRole('switch', { name: 'Enabled: Game PAGE_03' });
    expect(await enabled.isChecked()).toBe(true);
    await enabled.uncheck();
    await settled(enabled);
    const isNew = table.getByRole('switch', { name: 'New: Game PAGE_02' });
    await isNew.uncheck();
    await settled(isNew);

    // What members are offered: the hot one hot and no longer new, the disabled one gone.
    const lobby = await lobbyGames('E2E_PAGED');
    expect(lobby.find((game) => game.gameId === 'PAGE_02')).toMatchObject({ isHot: 1, isNew: 0 });
    expect(lobby.some((game) => game.gameId === 'PAGE_03')).toBe(false);
    expect(lobby).toHaveLength(21);
    const hotGames = await memberApi<{ gameId: string }[]>(suite.server, null, 'GET', '/wps/relay/games/hot');
    expect(hotGames.payload.value.map((game) => game.gameId)).toContain('PAGE_02');

    // After a reload the switches show what was stored; "disabled only" finds the one switched off.
    await page.reload();
    expect(await (await visible(table.getByRole('switch', { name: 'Hot: Game PAGE_02' }))).isChecked()).toBe(
      true,
    );
    expect(await table.getByRole('switch', { name: 'Enabled: Game PAGE_03' }).isChecked()).toBe(false);
    await filters.getByLabel('Enabled', { exact: true }).selectOption({ label: 'Disabled only' });
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await visible(rowOf(table, 'Game PAGE_03'));
    await filters.getByRole('button', { name: 'Clear' }).click();

    // A game's order and maintenance: an end before the start is refused, the typed times kept.
    await filters.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Paged Games (E2E_PAGED)' });
    await filters.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('button', { name: 'Order and maintenance of Game PAGE_05' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Game PAGE_05: order and maintenance' }));
    const start = await localInput(page, -60);
    const end = await localInput(page, 60);
    await dialog.getByLabel('Order').fill('-3');
    await dialog.getByLabel('Maintenance start').fill(end);
    await dialog.getByLabel('Maintenance end').fill(start);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => messageUnder(dialog.getByLabel('Maintenance end')))
      .toBe(validationText('endBeforeStart', 'EN'));
    expect(await messageUnder(dialog.getByLabel('Order'))).toBe('Must be at least 0');
    expect(await dialog.getByLabel('Maintenance start').inputValue()).toBe(end);
    expect(await dialog.getByLabel('Maintenance end').inputValue()).toBe(start);

    await dialog.getByLabel('Order').fill('1');
    await dialog.getByLabel('Maintenance start').fill(start);
    await dialog.getByLabel('Maintenance end').fill(end);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Game PAGE_05 has been saved.'));
    // Order 1 lists it after the games at 0: last, on the second page.
    await expect.poll(() => rowOf(table, 'Game PAGE_05').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    const row = await visible(rowOf(table, 'Game PAGE_05'));
    expect(await table.getByRole('row').last().innerText()).toContain('Game PAGE_05');
    expect(await cellOf(table, row, 'Order')).toBe('1');
    expect(await cellOf(table, row, 'Maintenance')).toContain('Under maintenance');
    const maintained = (await lobbyGames('E2E_PAGED')).find((game) => game.gameId === 'PAGE_05');
    expect(maintained?.maintenance).not.toBeNull();
  });

  it('sets and clears a vendor maintenance window in local time; the lobby follows', async () => {
    await suite.server.addVendor({
      vassalage: 'E2E_MAINT',
      displayName: 'Maintained',
      categories: ['LIVE'],
      games: [testGame('MAINT_1', { gameType: 'LIVE', iconUrl: '/favicon.svg' })],
    });
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/games/vendors');
    const table = await visible(page.getByRole('table', { name: 'Game vendors' }));
    const row = await visible(rowOf(table, 'E2E_MAINT'));
    expect(await cellOf(table, row, 'Maintenance')).toBe('None');

    await row.getByRole('button', { name: 'Edit Maintained' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Edit Maintained' }));
    await visible(dialog.getByText('Vendor code: E2E_MAINT (it cannot be changed)'));
    // One end of the window alone, then an end before the start: both refused, both kept.
    await dialog.getByLabel('Maintenance start').fill('2030-01-02T10:00');
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await expect
      .poll(() => messageUnder(dialog.getByLabel('Maintenance end')))
      .toBe(validationText('required', 'EN'));
    await dialog.getByLabel('Maintenance end').fill('2030-01-02T09:30');
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await expect
      .poll(() => messageUnder(dialog.getByLabel('Maintenance end')))
      .toBe(validationText('endBeforeStart', 'EN'));
    expect(await dialog.getByLabel('Maintenance start').inputValue()).toBe('2030-01-02T10:00');
    expect(await dialog.getByLabel('Maintenance end').inputValue()).toBe('2030-01-02T09:30');

    await dialog.getByLabel('Maintenance end').fill('2030-01-02T12:00');
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Maintained has been saved.'));
    // Shown in the staff member's time as typed; stored as the instant the browser meant.
    const cell = await cellOf(table, rowOf(table, 'E2E_MAINT'), 'Maintenance');
    expect(cell).toContain('Planned');
    expect(cell).toContain('2030-01-02 10:00:00');
    expect(cell).toContain('until 2030-01-02 12:00:00');
    let stored = await storedVendor('E2E_MAINT');
    expect(Date.parse(stored?.maintenance?.startTime ?? '')).toBe(await instantOf(page, '2030-01-02T10:00'));
    expect(Date.parse(stored?.maintenance?.endTime ?? '')).toBe(await instantOf(page, '2030-01-02T12:00'));
    expect((await lobbyGames('E2E_MAINT'))[0]?.maintenance).toBeNull();

    // A window around now: the vendor's games are under maintenance for members.
    await rowOf(table, 'E2E_MAINT').getByRole('button', { name: 'Edit Maintained' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit Maintained' }));
    expect(await dialog.getByLabel('Maintenance start').inputValue()).toBe('2030-01-02T10:00');
    await dialog.getByLabel('Maintenance start').fill(await localInput(page, -30));
    await dialog.getByLabel('Maintenance end').fill(await localInput(page, 90));
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => cellOf(table, rowOf(table, 'E2E_MAINT'), 'Maintenance'))
      .toContain('Under maintenance');
    expect((await lobbyGames('E2E_MAINT'))[0]?.maintenance).not.toBeNull();

    // Cleared: none stored, and members can play again.
    await rowOf(table, 'E2E_MAINT').getByRole('button', { name: 'Edit Maintained' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit Maintained' }));
    await dialog.getByRole('button', { name: 'Clear maintenance' }).click();
    expect(await dialog.getByLabel('Maintenance start').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cellOf(table, rowOf(table, 'E2E_MAINT'), 'Maintenance')).toBe('None');
    stored = await storedVendor('E2E_MAINT');
    expect(stored?.maintenance).toBeNull();
    expect((await lobbyGames('E2E_MAINT'))[0]?.maintenance).toBeNull();
  });

  it('disables and enables a vendor, and rotates its secret after a confirmation', async () => {
    const { secret: firstSecret } = await suite.server.addVendor({
      vassalage: 'E2E_ROTATE',
      displayName: 'Rotating',
      categories: ['PVP'],
      games: [testGame('ROT_1', { gameType: 'PVP', iconUrl: '/favicon.svg' })],
    });
    const page = await openConsoleAs(await suite.openContext(), adminToken, '/console/games/vendors');
    const table = await visible(page.getByRole('table', { name: 'Game vendors' }));
    await visible(rowOf(table, 'E2E_ROTATE'));

    await rowOf(table, 'E2E_ROTATE').getByRole('button', { name: 'Disable Rotating' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Disable the vendor?' }));
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cellOf(table, rowOf(table, 'E2E_ROTATE'), 'Status')).toBe('Disabled');
    expect(await lobbyGames('E2E_ROTATE')).toEqual([]);
    await rowOf(table, 'E2E_ROTATE').getByRole('button', { name: 'Enable Rotating' }).click();
    await expect.poll(() => cellOf(table, rowOf(table, 'E2E_ROTATE'), 'Status')).toBe('Active');
    expect((await lobbyGames('E2E_ROTATE')).map((game) => game.gameId)).toEqual(['ROT_1']);

    // Cancelling the rotation keeps the secret.
    await rowOf(table, 'E2E_ROTATE')
      .getByRole('button', { name: 'Rotate the signing secret of Rotating' })
      .click();
    dialog = await visible(page.getByRole('dialog', { name: 'Rotate the signing secret?' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await cellOf(table, rowOf(table, 'E2E_ROTATE'), 'Secret')).toBe(`…${firstSecret.slice(-4)}`);

    await rowOf(table, 'E2E_ROTATE')
      .getByRole('button', { name: 'Rotate the signing secret of Rotating' })
      .click();
    dialog = await visible(page.getByRole('dialog', { name: 'Rotate the signing secret?' }));
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Signing secret of Rotating' }));
    await visible(dialog.getByText('The previous one no longer works', { exact: false }));
    const secret = (await textOf(dialog.getByLabel('Signing secret', { exact: true }))).trim();
    expect(secret).not.toBe(firstSecret);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => cellOf(table, rowOf(table, 'E2E_ROTATE'), 'Secret')).toBe(`…${secret.slice(-4)}`);

    const sign = (key: string) =>
      createVendorClient({ baseUrl: suite.server.url, vassalage: 'E2E_ROTATE', secret: key }).authenticate(
        'no-such-token',
      );
    expect((await sign(firstSecret)).body.errorCode).toBe('invalid_signature');
    expect((await sign(secret)).body.errorCode).toBe('launch_token_invalid');
  });

  it('shows finance staff neither the game pages nor their actions, and the gateway agrees', async () => {
    const page = await openConsoleAs(await suite.openContext(), financeToken, '/console/');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const links = await navLinks(page);
    expect(links).not.toContain('Vendors');
    expect(links).not.toContain('Game list');
    expect(await page.getByRole('navigation', { name: 'Console' }).getByText('Games').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: /Games/ }).count()).toBe(0);

    for (const path of [
      '/console/games/vendors',
      '/console/games/list',
      '/console/games/list?vassalage=E2E_SLOTS',
    ]) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }));
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add vendor' }).count()).toBe(0);
      expect(await page.getByRole('switch').count()).toBe(0);
    }

    for (const [method, path, body] of [
      ['GET', '/games/vendors', undefined],
      ['POST', '/games/vendors', {}],
      ['POST', '/games/vendors/E2E_SLOTS/secret', undefined],
      ['POST', '/games/vendors/E2E_SLOTS/import', { games: [] }],
      ['GET', '/games', undefined],
    ] as const) {
      const answer = await consoleApi(suite.server, financeToken, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.payload.errorCode).toBe('forbidden');
    }
  });
});
