import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import type { LotteryAdminGame } from '@platform/contract';
import { createManualClock } from '@platform/server/testing';
import { logInNewMember, textOf, useBrowserSuite, visible } from '../../web/e2e/support/app.ts';
import { hasBrowser } from './support/browser.ts';
import { consoleApi, DEMO_ADMIN, signInThroughApi } from './support/console.ts';
import { openConsoleAs, rowOf } from './support/finance.ts';
import { fillResult } from './support/lottery.ts';

/*
 * The Vietnamese North draw from bet to payout, with the house vendor's own lottery: a member bets
 * bao lô on the open draw at /vnLottery, the clock passes the draw, one staff member enters the
 * result in the console and another confirms it, and the member's page shows the win as it is paid.
 */

const HOUR = 3_600_000;
/**
 * 17:30 in Vietnam (10:30 UTC) on the latest day it has passed: the North draw of that day is open
 * (betting closes at 18:00, the draw is at 18:15), and the betting record's default week includes it.
 */
const start = new Date();
start.setUTCHours(10, 30, 0, 0);
if (start.getTime() > Date.now()) start.setTime(start.getTime() - 24 * HOUR);
const clock = createManualClock(start);
/** The draw's number: its date in Vietnam (UTC+7). */
const drawNo = new Date(start.getTime() + 7 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');

/** A North result with 27 numbers; two of them end in 27 (the special prize and a 7th prize). */
const NORTH = {
  SPECIAL: ['12327'],
  G1: ['23456'],
  G2: ['34567', '45678'],
  G3: ['00001', '00002', '00003', '00004', '00005', '00006'],
  G4: ['1111', '2222', '3333', '4444'],
  G5: ['0001', '0002', '0003', '0004', '0005', '0006'],
  G6: ['123', '456', '789'],
  G7: ['27', '02', '03', '04'],
};

const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe.game-page__frame');
const dataValue = (frame: FrameLocator, testId: string) =>
  frame.getByTestId(testId).first().getAttribute('data-value');

describe.skipIf(!hasBrowser)('Vietnamese lottery', () => {
  const suite = useBrowserSuite({ houseVendor: true, clock });

  it(
    'pays a bao lô bet on the North draw once staff enter and confirm its result, live on the page and in the betting record',
    { timeout: 120_000 },
    async () => {
      const { page } = await logInNewMember(suite, { prefix: 'vnlotto', funds: '100.00' });
      await page.goto('/vnLottery?gameCode=vn-mb');
      await visible(page.getByRole('heading', { name: 'Northern Vietnam', level: 1 }));
      const game = gameFrame(page);
      await expect.poll(() => dataValue(game, 'balance')).toBe('100.00');
      expect(await textOf(game.getByTestId('open-draw'))).toBe(drawNo);

      // Bao lô 2 on 27: one combination covering the North's 27 numbers, at 1.00 a number.
      await game.getByRole('tab', { name: 'Bao lô 2' }).click();
      await game.getByRole('button', { name: '2-digit numbers 27', exact: true }).click();
      expect(await textOf(game.getByTestId('slip-units'))).toBe('1');
      expect(await dataValue(game, 'slip-cost')).toBe('27.00');
      await game.getByRole('button', { name: 'Place bet' }).click();
      await visible(game.getByText(`Placed 1 order(s) on draw ${drawNo}`, { exact: false }));
      await expect.poll(() => dataValue(game, 'balance')).toBe('73.00');
      const order = game.getByTestId('lottery-order').first();
      expect(await order.getAttribute('data-status')).toBe('PROCESSING');

      // The draw takes place; its result comes from outside: one staff member enters it, another confirms.
      clock.set(new Date(start.getTime() + 50 * 60_000));
      const adminToken = await signInThroughApi(suite.server, DEMO_ADMIN.username, DEMO_ADMIN.password);
      const password = 'Initial-pass-1';
      const chosen = 'Chosen-pass-22';
      expect(
        (
          await consoleApi(suite.server, adminToken, 'POST', '/staff', {
            username: 'results.clerk',
            password,
            role: 'FINANCE',
          })
        ).status,
      ).toBe(200);
      const clerkToken = await signInThroughApi(suite.server, 'results.clerk', password);
      await consoleApi(suite.server, clerkToken, 'POST', '/auth/password', {
        oldPassword: password,
        newPassword: chosen,
        confirmNewPassword: chosen,
      });

      // The games' schedules as the vendor publishes them: the North's next draw is the next day's.
      // The gateway keeps a vendor's draws feed for a few seconds of real time (the member's page read
      // it just before the clock moved): the staff open the console once it has the new schedule.
      const nextDrawNo = new Date(start.getTime() + 31 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
      await expect
        .poll(async () => {
          const { payload } = await consoleApi(suite.server, adminToken, 'GET', '/lottery/games');
          return (payload.value as LotteryAdminGame[]).find((game) => game.names.EN === 'Northern Vietnam')
            ?.nextDraw?.drawNo;
        })
        .toBe(nextDrawNo);

      // The staff work in a browser of their own, the console in English.
      const staff = await page.context().browser()!.newContext({ baseURL: suite.server.url });
      await staff.addInitScript(() => localStorage.setItem('console.lang', 'EN'));
      const clerk = await openConsoleAs(staff, clerkToken, '/console/lottery/draws');
      const north = rowOf(clerk.getByRole('table', { name: 'Games and schedules' }), 'Northern Vietnam');
      await expect.poll(() => textOf(north)).toContain(nextDrawNo);
      expect(await textOf(north)).toContain('North');
      await rowOf(clerk.getByRole('table', { name: 'Awaiting result' }), drawNo)
        .getByRole('button', { name: `Enter result Northern Vietnam ${drawNo}` })
        .click();
      const entry = await visible(
        clerk.getByRole('dialog', { name: `Result of Northern Vietnam, draw ${drawNo}` }),
      );
      await entry.getByLabel('Prize table').selectOption({ label: 'North (27 numbers)' });
      await fillResult(entry, NORTH);
      await entry.getByRole('button', { name: 'Enter result' }).click();
      await entry.waitFor({ state: 'detached' });
      // Entered is not drawn: the order waits for the second person.
      expect(await order.getAttribute('data-status')).toBe('PROCESSING');

      const admin = await openConsoleAs(staff, adminToken, '/console/lottery/draws');
      await rowOf(admin.getByRole('table', { name: 'Awaiting confirmation' }), drawNo)
        .getByRole('button', { name: `Review and confirm Northern Vietnam ${drawNo}` })
        .click();
      const review = await visible(
        admin.getByRole('dialog', { name: `Confirm the result of Northern Vietnam, draw ${drawNo}` }),
      );
      await visible(review.getByText('Entered by results.clerk', { exact: false }));
      await review.getByRole('button', { name: 'Confirm result' }).click();
      await review.waitFor({ state: 'detached' });
      await staff.close();

      // The member's page, left open, shows the win as the vendor pays it: two hits at 75 on 1.00.
      await expect.poll(() => order.getAttribute('data-status'), { timeout: 30_000 }).toBe('WON');
      expect(await dataValue(game, 'order-win')).toBe('150.00');
      await expect.poll(() => dataValue(game, 'balance')).toBe('223.00');

      // The order in the member's betting record, with its draw number.
      await page.goto('/member/personalHistoryCopy');
      const rows = page.getByRole('table', { name: 'Betting record' }).getByRole('row');
      await expect.poll(() => textOf(rows.nth(1))).toContain('Northern Vietnam');
      const row = await textOf(rows.nth(1));
      expect(row).toContain(`Draw ${drawNo}`);
      expect(row).toContain('27.00');
      expect(row).toContain('150.00');
    },
  );
});
