import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeLotteryAdmin,
  fakeDraw,
  serveFakeLotteryAdmin,
} from '../../server/src/testing/lottery-vendor.ts';
import { hasBrowser } from './support/browser.ts';
import {
  consoleApi,
  DEMO_ADMIN,
  LOTTERY_PAGES,
  navLinks,
  signInThroughApi,
  useConsoleSuite,
  visible,
} from './support/console.ts';
import { cellOf, goTo, openConsoleAs, rowOf } from './support/finance.ts';
import { fillResult } from './support/lottery.ts';

/*
 * The console's lottery pages against a lottery vendor on a port of its own that answers the signed
 * admin calls of the protocol (apps/server/src/testing/lottery-vendor.ts). The house vendor's own
 * admin API is proved with these pages once it is merged.
 */

const INITIAL_PASSWORD = 'Initial-pass-1';
const CHOSEN_PASSWORD = 'Chosen-pass-22';

const NORTH = {
  SPECIAL: ['01234'],
  G1: ['23456'],
  G2: ['34567', '45678'],
  G3: ['00001', '00002', '00003', '00004', '00005', '00006'],
  G4: ['1111', '2222', '3333', '4444'],
  G5: ['0001', '0002', '0003', '0004', '0005', '0006'],
  G6: ['123', '456', '789'],
  G7: ['01', '02', '03', '04'],
};

const fake = createFakeLotteryAdmin();
let served: Awaited<ReturnType<typeof serveFakeLotteryAdmin>>;

describe.skipIf(!hasBrowser)('console lottery pages', () => {
  const suite = useConsoleSuite();
  const tokens: Record<'admin' | 'FINANCE' | 'SUPPORT', string> = { admin: '', FINANCE: '', SUPPORT: '' };

  beforeAll(async () => {
    served = await serveFakeLotteryAdmin(fake);
    tokens.admin = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const created = await consoleApi(suite.server, tokens.admin, 'POST', '/games/vendors', {
      vassalage: 'LOTTO',
      displayName: 'Lotto Vendor',
      categories: ['LOTT', 'ELOTT'],
      walletMode: 'SEAMLESS',
      launchUrl: 'https://lotto.example/play',
      lotteryUrl: served.url,
    });
    fake.secret = (created.payload.value as { secret: string }).secret;
    const game = (gameId: string, gameType: string, EN: string, JA: string) => ({
      gameId,
      gameCode: gameId,
      gameType,
      names: { EN, JA },
      iconUrl: '/favicon.svg',
    });
    await consoleApi(suite.server, tokens.admin, 'POST', '/games/vendors/LOTTO/import', {
      games: [
        game('vn-mb', 'LOTT', 'Northern Vietnam', 'ベトナム北部'),
        game('lotto-5d-1', 'ELOTT', '5D Speed 1 min', '5Dスピード 1分'),
      ],
    });
    fake.games.set('vn-mb', {
      gameId: 'vn-mb',
      kind: 'VN',
      betTypes: [
        {
          betType: 'LO2',
          odds: '75',
          defaultOdds: '75',
          minStake: '1.00',
          maxStake: '10000.00',
          maxExposure: '1000000.00',
        },
        {
          betType: 'DE',
          odds: '70',
          defaultOdds: '70',
          minStake: '1.00',
          maxStake: '10000.00',
          maxExposure: '500000.00',
        },
      ],
    });
    fake.draws.push(
      fakeDraw('vn-mb', '20261126'),
      fakeDraw('vn-mb', '20261127', { status: 'OPEN', orders: 0, turnover: '0.00' }),
    );
    fake.exposure.push({ betType: 'LO2', options: ['27'], payout: '7500.00', limit: '1000000.00' });

    for (const role of ['FINANCE', 'SUPPORT'] as const) {
      const username = `${role.toLowerCase()}.lottery`;
      const created = await consoleApi(suite.server, tokens.admin, 'POST', '/staff', {
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
  });
  afterAll(async () => {
    await served.close();
  });

  it('shows the lottery section to staff with lottery.read only; the others get the 403 page', async () => {
    const support = await openConsoleAs(await suite.openContext(), tokens.SUPPORT, '/console/');
    await visible(support.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const links = await navLinks(support);
    for (const name of LOTTERY_PAGES) expect(links).not.toContain(name);
    for (const path of ['/console/lottery/draws', '/console/lottery/settings', '/console/lottery/report']) {
      await support.goto(path);
      await visible(support.getByRole('heading', { level: 1, name: 'You do not have access to this page' }));
    }

    const finance = await openConsoleAs(await suite.openContext(), tokens.FINANCE, '/console/');
    await visible(finance.getByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(await navLinks(finance)).toEqual(expect.arrayContaining([...LOTTERY_PAGES]));
  });

  it('enters a result by tier with the rules under each number, and only a second staff member confirms it', async () => {
    const page = await openConsoleAs(await suite.openContext(), tokens.FINANCE, '/console/');
    await goTo(page, 'Draws');
    await visible(page.getByRole('heading', { level: 1, name: 'Lottery draws' }));
    const awaiting = page.getByRole('table', { name: 'Awaiting result' });
    const row = rowOf(awaiting, '20261126');
    expect(await cellOf(awaiting, row, 'Game')).toBe('Northern Vietnam');
    await row.getByRole('button', { name: 'Enter result Northern Vietnam 20261126' }).click();

    const dialog = await visible(
      page.getByRole('dialog', { name: 'Result of Northern Vietnam, draw 20261126' }),
    );
    // No result of this game is known yet: staff choose its prize table first.
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog.getByLabel('Prize table').selectOption({ label: 'North (27 numbers)' });
    expect(await dialog.getByRole('textbox').count()).toBe(27);

    await fillResult(dialog, NORTH);
    // Two mistakes: too short, and a letter.
    await dialog.getByLabel('7th prize, number 2', { exact: true }).fill('2');
    await dialog.getByLabel('Special prize, number 1', { exact: true }).fill('0123a');
    await dialog.getByRole('button', { name: 'Enter result' }).click();
    await visible(dialog.getByText('Enter exactly 2 digits'));
    await visible(dialog.getByText('Enter exactly 5 digits'));
    // Nothing typed is lost.
    expect(await dialog.getByLabel('6th prize, number 3', { exact: true }).inputValue()).toBe('789');
    expect(fake.received.some((call) => call.call === 'results.enter')).toBe(false);

    await dialog.getByLabel('7th prize, number 2', { exact: true }).fill('02');
    await dialog.getByLabel('Special prize, number 1', { exact: true }).fill('01234');
    await dialog.getByRole('button', { name: 'Enter result' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('The result of draw 20261126 was entered.', { exact: false }));
    expect(fake.received.find((call) => call.call === 'results.enter')?.body).toMatchObject({
      staff: { username: 'finance.lottery' },
      gameId: 'vn-mb',
      drawNo: '20261126',
      result: NORTH,
    });

    // The staff member who entered it reads that someone else must confirm.
    const confirmations = page.getByRole('table', { name: 'Awaiting confirmation' });
    await rowOf(confirmations, '20261126')
      .getByRole('button', { name: 'Review and confirm Northern Vietnam 20261126' })
      .click();
    const own = await visible(
      page.getByRole('dialog', { name: 'Confirm the result of Northern Vietnam, draw 20261126' }),
    );
    await visible(own.getByText('You entered this result, so a second staff member must confirm it.'));
    expect(await own.getByRole('button', { name: 'Confirm result' }).count()).toBe(0);
    await own.locator('.dialog__actions').getByRole('button', { name: 'Close' }).click();

    // The administrator reads the numbers back and confirms.
    const second = await openConsoleAs(await suite.openContext(), tokens.admin, '/console/lottery/draws');
    const pending = second.getByRole('table', { name: 'Awaiting confirmation' });
    await rowOf(pending, '20261126')
      .getByRole('button', { name: 'Review and confirm Northern Vietnam 20261126' })
      .click();
    const review = await visible(
      second.getByRole('dialog', { name: 'Confirm the result of Northern Vietnam, draw 20261126' }),
    );
    await visible(review.getByText('Entered by finance.lottery', { exact: false }));
    await visible(review.getByText('00001  00002  00003  00004  00005  00006'));
    await review.getByRole('button', { name: 'Confirm result' }).click();
    await review.waitFor({ state: 'detached' });
    await visible(second.getByText('Draw 20261126 is confirmed; its orders are being settled.'));
    const draws = second.getByRole('table', { name: 'Draws', exact: true });
    expect(await cellOf(draws, rowOf(draws, '20261126'), 'Status')).toBe('Drawn');
  });

  it('refuses to confirm a result entered again while the dialog was open, then shows the new numbers to confirm', async () => {
    const clerk = { id: 'vendor-7', username: 'vendor.clerk' };
    const draw = fakeDraw('vn-mb', '20261124');
    fake.draws.push(draw);
    fake.enterResult(draw, clerk, NORTH);
    const page = await openConsoleAs(await suite.openContext(), tokens.admin, '/console/lottery/draws');
    const pending = page.getByRole('table', { name: 'Awaiting confirmation' });
    await rowOf(pending, '20261124')
      .getByRole('button', { name: 'Review and confirm Northern Vietnam 20261124' })
      .click();
    const review = await visible(
      page.getByRole('dialog', { name: 'Confirm the result of Northern Vietnam, draw 20261124' }),
    );
    await visible(review.getByText('00001  00002  00003  00004  00005  00006'));
    const reviewedAt = draw.enteredAt;

    // The numbers are entered again at the vendor while the administrator reads the first ones.
    const corrected = {
      ...NORTH,
      SPECIAL: ['98765'],
      G3: ['10001', '10002', '10003', '10004', '10005', '10006'],
    };
    fake.enterResult(draw, clerk, corrected);
    await review.getByRole('button', { name: 'Confirm result' }).click();
    await visible(
      review.getByText(
        'The result was changed after you opened it. Review the new result before confirming.',
      ),
    );
    await visible(review.getByText('10001  10002  10003  10004  10005  10006'));
    await visible(review.getByText('98765', { exact: true }));
    expect(await review.getByText('00001  00002  00003  00004  00005  00006').count()).toBe(0);
    expect(draw.status).toBe('AWAITING_CONFIRMATION');
    const refused = fake.received.filter((call) => call.call === 'results.confirm').at(-1);
    expect(refused?.body).toMatchObject({ drawNo: '20261124', enteredAt: reviewedAt });

    // Having read the new numbers, the administrator confirms them.
    await review.getByRole('button', { name: 'Confirm result' }).click();
    await review.waitFor({ state: 'detached' });
    await visible(page.getByText('Draw 20261124 is confirmed; its orders are being settled.'));
    const confirmed = fake.received.filter((call) => call.call === 'results.confirm').at(-1);
    expect(confirmed?.body).toMatchObject({ drawNo: '20261124', enteredAt: draw.enteredAt });
    expect(draw).toMatchObject({ status: 'DRAWN', result: corrected });
  });

  it('cancels a draw after a question with a reason, and shows the vendor’s refusal in the dialog', async () => {
    fake.draws.push(fakeDraw('vn-mb', '20261125'));
    const page = await openConsoleAs(await suite.openContext(), tokens.admin, '/console/lottery/draws');
    const draws = page.getByRole('table', { name: 'Draws', exact: true });
    await rowOf(draws, '20261125')
      .getByRole('button', { name: 'Cancel draw Northern Vietnam 20261125' })
      .click();
    const dialog = await visible(
      page.getByRole('dialog', { name: 'Cancel Northern Vietnam, draw 20261125?' }),
    );
    await visible(dialog.getByText('All 3 orders of this draw (300.00) are refunded', { exact: false }));
    // The way out does not read like the action.
    await visible(dialog.getByRole('button', { name: 'Keep draw' }));
    expect(await dialog.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel draw' }).click();
    await visible(dialog.getByText('Input cannot be empty'));
    await dialog.getByLabel('Reason').fill('The official results were not published');
    await dialog.getByRole('button', { name: 'Cancel draw' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('Draw 20261125 is cancelled; its orders are being refunded.'));
    expect(await cellOf(draws, rowOf(draws, '20261125'), 'Status')).toBe('Cancelled');

    // A settled draw: the vendor refuses, said in the dialog, the reason kept.
    await rowOf(draws, '20261126')
      .getByRole('button', { name: 'Cancel draw Northern Vietnam 20261126' })
      .click();
    const settled = await visible(
      page.getByRole('dialog', { name: 'Cancel Northern Vietnam, draw 20261126?' }),
    );
    await settled.getByLabel('Reason').fill('Late correction');
    await settled.getByRole('button', { name: 'Cancel draw' }).click();
    await visible(settled.getByText('This draw’s orders are already paid; it can no longer be cancelled.'));
    expect(await settled.getByLabel('Reason').inputValue()).toBe('Late correction');
  });

  it('edits odds and limits with the rules under the inputs, and shows liability and the report', async () => {
    const page = await openConsoleAs(await suite.openContext(), tokens.FINANCE, '/console/');
    await goTo(page, 'Odds & limits');
    const table = page.getByRole('table', { name: 'Odds and limits of Northern Vietnam' });
    expect(await cellOf(table, rowOf(table, 'Bao lô 2 digits'), 'Odds')).toBe('75');
    await page.getByRole('button', { name: 'Edit Bao lô 2 digits' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Northern Vietnam: Bao lô 2 digits' }));
    await dialog.getByLabel('Odds').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('Odds must be above 1', { exact: false }));
    await dialog.getByLabel('Odds').fill('80.5');
    await dialog.getByLabel('Minimum stake').fill('500');
    await dialog.getByLabel('Maximum stake').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('The maximum must not be below the minimum'));
    expect(await dialog.getByLabel('Odds').inputValue()).toBe('80.5');
    await dialog.getByLabel('Maximum stake').fill('10000');
    await dialog.getByLabel('Minimum stake').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('The odds and limits of Bao lô 2 digits were saved.'));
    expect(await cellOf(table, rowOf(table, 'Bao lô 2 digits'), 'Odds')).toBe('80.5');
    expect(await cellOf(table, rowOf(table, 'Bao lô 2 digits'), 'Minimum stake')).toBe('2.00');

    await goTo(page, 'Liability');
    await page.getByRole('heading', { level: 1, name: 'Open liability' }).waitFor();
    const liability = page.getByRole('table', { name: 'Liability per number' });
    expect(await cellOf(liability, rowOf(liability, '27'), 'Possible payout')).toBe('7500.00');

    await goTo(page, 'Report');
    await page.getByRole('heading', { level: 1, name: 'Lottery report' }).waitFor();
    await page.getByLabel('From').fill('2026-01-01');
    await page.getByLabel('To').fill('2026-06-30');
    await page.getByRole('button', { name: 'Show' }).click();
    await visible(page.getByText('Choose at most 93 days'));
  });
});
