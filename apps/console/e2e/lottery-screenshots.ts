/**
 * Captures the console's lottery pages (the draws with their awaiting lists, the result entry by tier,
 * the confirmation read-back (and refused once the result is entered again meanwhile), the cancel question, odds and limits with a row's form, the liability
 * and the report) on a desktop, dark (Japanese) and light (English), into /screenshots/console-lottery
 * (git-ignored). The lottery vendor is the test kit's, on a port of its own, answering the signed admin
 * calls; once the house vendor's admin API is merged the same pages show the house's draws. Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/lottery-screenshots.ts`.
 */
import { gameImportSchema } from '@platform/contract';
import { createStaffAndLogin } from '../../server/src/testing/console.ts';
import {
  createFakeLotteryAdmin,
  fakeDraw,
  serveFakeLotteryAdmin,
} from '../../server/src/testing/lottery-vendor.ts';
import { testGame } from '../../server/src/testing/vendor.ts';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestApp,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';

const shots = await startScreenshots('console-lottery', onTestApp({ withConsole: true }));
const { outDir } = shots;
const { services } = shots.server;
const fake = createFakeLotteryAdmin();
const served = await serveFakeLotteryAdmin(fake);

const NORTH = {
  SPECIAL: ['59213'],
  G1: ['20486'],
  G2: ['73150', '06628'],
  G3: ['41907', '88362', '15074', '63291', '02458', '97730'],
  G4: ['3184', '7720', '0591', '6643'],
  G5: ['2276', '8105', '4439', '9952', '1368', '5014'],
  G6: ['317', '862', '049'],
  G7: ['28', '61', '07', '93'],
};

const staff = (id: string, username: string) => ({ id, username });

/** A lottery vendor with a regional and a fast game, draws in every state, bets on the next draw and a month's report. */
const prepare = async () => {
  const admin = await services.staff.findByUsername('demoadmin');
  if (!admin) throw new Error('the test app has no demo administrator');
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };
  const { secret } = await services.gamesAdmin.createVendor(actor, {
    vassalage: 'LOTTO',
    displayName: 'Lotto Vendor',
    categories: ['LOTT', 'ELOTT'],
    walletMode: 'SEAMLESS',
    launchUrl: 'https://lotto.example/play',
    logoUrl: null,
    jackpotUrl: null,
    roomsUrl: null,
    lotteryUrl: served.url,
    sortOrder: 0,
  });
  fake.secret = secret;
  await services.gamesAdmin.importGames(
    actor,
    'LOTTO',
    gameImportSchema.parse({
      games: [
        testGame('vn-mb', { gameType: 'LOTT', names: { JA: 'ベトナム北部', EN: 'Northern Vietnam' } }),
        testGame('vn-hcm', { gameType: 'LOTT', names: { JA: 'ホーチミン', EN: 'Ho Chi Minh City' } }),
        testGame('lotto-5d-1', { gameType: 'ELOTT', names: { JA: '5Dスピード 1分', EN: '5D Speed 1 min' } }),
      ],
    }),
  );
  const row = (betType: string, odds: string, maxExposure = '1000000.00') => ({
    betType,
    odds,
    defaultOdds: odds,
    minStake: '1.00',
    maxStake: '10000.00',
    maxExposure,
  });
  fake.games.set('vn-mb', {
    gameId: 'vn-mb',
    kind: 'VN',
    betTypes: [
      row('LO2', '75'),
      row('LO3', '600'),
      row('LO4', '5000', '500000.00'),
      row('DE', '70'),
      row('DE_HEAD', '7'),
      row('DE_TAIL', '7'),
      row('DAU', '70'),
      row('XIU_CHU', '550'),
      row('XIEN2', '15'),
      row('XIEN3', '50'),
      row('XIEN4', '150'),
    ],
  });
  const hour = 3_600_000;
  fake.draws.push(
    fakeDraw('vn-mb', '20261126', { orders: 41, turnover: '18250.00' }),
    fakeDraw('vn-hcm', '20261123', {
      status: 'AWAITING_CONFIRMATION',
      result: {
        SPECIAL: ['583102'],
        G1: ['27491'],
        G2: ['60318'],
        G3: ['11842', '90576'],
        G4: ['33019', '48260', '71125', '05937', '62408', '89914', '24763'],
        G5: ['4096'],
        G6: ['1875', '6230', '0942'],
        G7: ['318'],
        G8: ['54'],
      },
      enteredBy: staff('901', 'sato'),
      enteredAt: new Date(Date.now() - hour).toISOString(),
      orders: 12,
      turnover: '3600.00',
    }),
    fakeDraw('vn-mb', '20261127', {
      status: 'OPEN',
      closesAt: new Date(Date.now() + 20 * hour).toISOString(),
      drawsAt: new Date(Date.now() + 21 * hour).toISOString(),
      orders: 9,
      turnover: '2700.00',
    }),
    fakeDraw('vn-mb', '20261125', {
      status: 'SETTLED',
      result: NORTH,
      enteredBy: staff('902', 'tanaka'),
      confirmedBy: staff('903', 'suzuki'),
      orders: 57,
      turnover: '24100.00',
      drawsAt: new Date(Date.now() - 24 * hour).toISOString(),
    }),
    fakeDraw('vn-hcm', '20261116', {
      status: 'CANCELLED',
      cancelledBy: staff('903', 'suzuki'),
      cancelReason: 'Official results were not published',
      orders: 0,
      turnover: '0.00',
      drawsAt: new Date(Date.now() - 240 * hour).toISOString(),
    }),
  );
  fake.exposure.push(
    { betType: 'DE', options: ['27'], payout: '84000.00', limit: '1000000.00' },
    { betType: 'LO2', options: ['68'], payout: '52500.00', limit: '1000000.00' },
    { betType: 'XIEN2', options: ['12', '45'], payout: '30000.00', limit: '1000000.00' },
    { betType: 'LO3', options: ['519'], payout: '24000.00', limit: '1000000.00' },
    { betType: 'LO2', options: ['03'], payout: '11250.00', limit: '1000000.00' },
  );
  fake.report.push(
    {
      gameId: 'vn-mb',
      orders: 1240,
      turnover: '512300.00',
      payout: '468150.00',
      houseResult: '44150.00',
      cancelled: 3,
    },
    {
      gameId: 'vn-hcm',
      orders: 318,
      turnover: '95400.00',
      payout: '101220.00',
      houseResult: '-5820.00',
      cancelled: 12,
    },
    {
      gameId: 'lotto-5d-1',
      orders: 20815,
      turnover: '1048900.00',
      payout: '1016120.00',
      houseResult: '32780.00',
      cancelled: 0,
    },
  );
};

await shots.run(async () => {
  try {
    await prepare();
    const token = await createStaffAndLogin(shots.server, 'shotlotteryadmin', 'ADMIN');
    await shots.eachLook(
      'console lottery',
      { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
      async ({ page, name }) => {
        await page.goto('/console/lottery/draws');
        await page.locator('.badge').first().waitFor();
        await settled(page);
        await page.screenshot({ path: `${outDir}draws-${name}.png`, fullPage: true });

        await page.locator('table').first().locator('.row-actions button').first().click();
        await page.locator('dialog select').selectOption('NORTH');
        const inputs = page.locator('dialog input');
        await inputs.first().waitFor();
        const numbers = Object.values(NORTH).flat();
        for (const [index, number] of numbers.slice(0, 20).entries()) await inputs.nth(index).fill(number);
        await inputs.nth(20).fill('31');
        await page.locator('dialog button[type="submit"]').click();
        await page.locator('dialog .field__error').first().waitFor();
        await page.screenshot({ path: `${outDir}result-entry-${name}.png`, fullPage: false });
        await page.keyboard.press('Escape');

        await page.locator('table').nth(1).locator('.row-actions button').nth(1).click();
        await page.locator('dialog .lottery__readback').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${outDir}confirm-${name}.png`, fullPage: false });
        // The result is entered again at the vendor while the dialog is open: the confirmation is refused
        // and the dialog reads back the new numbers.
        const south = fake.draws.find((draw) => draw.gameId === 'vn-hcm' && draw.drawNo === '20261123')!;
        fake.enterResult(south, staff('901', 'sato'), { ...(south.result as object), SPECIAL: ['583120'] });
        await page.locator('dialog .dialog__actions button').last().click();
        await page.locator('dialog [role="alert"]').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${outDir}confirm-changed-${name}.png`, fullPage: false });
        await page.keyboard.press('Escape');

        await page.locator('table').first().locator('.row-actions button').last().click();
        await page.locator('dialog input').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${outDir}cancel-${name}.png`, fullPage: false });
        await page.keyboard.press('Escape');

        await page.goto('/console/lottery/settings');
        await page.locator('.table tbody tr td').nth(1).waitFor();
        await settled(page);
        await page.screenshot({ path: `${outDir}settings-${name}.png`, fullPage: true });
        await page.locator('.row-actions button, td.table__cell--actions button').first().click();
        await page.locator('dialog input').first().waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${outDir}settings-form-${name}.png`, fullPage: false });
        await page.keyboard.press('Escape');

        await page.goto('/console/lottery/exposure');
        await page.locator('.table tbody tr td').nth(2).waitFor();
        await settled(page);
        await page.screenshot({ path: `${outDir}exposure-${name}.png`, fullPage: true });

        await page.goto('/console/lottery/report');
        await page.locator('form button[type="submit"]').click();
        await page.locator('tfoot td').first().waitFor();
        await settled(page);
        await page.screenshot({ path: `${outDir}report-${name}.png`, fullPage: true });
      },
    );
  } finally {
    await served.close();
  }
});
