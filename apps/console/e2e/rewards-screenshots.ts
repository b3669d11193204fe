/**
 * Captures the console's rewards core pages (member rewards with the grant and cancel dialogs, bonus
 * turnover with the forfeit dialog, the reward cost report, the ticket event form's agent teams, the
 * reward tasks' settings) on a desktop, dark (Japanese) and light
 * (English), into /screenshots/console-rewards (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/rewards-screenshots.ts`.
 */
import { MEMBER_TYPE } from '@platform/contract';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestServer,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, consoleApi, enableEveryModule, signInThroughApi } from './support/console.ts';

const DAY = 24 * 60 * 60 * 1000;

const shots = await startScreenshots('console-rewards', onTestServer());
const { server, outDir } = shots;

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await enableEveryModule(server, token);
  await server.createMember({ username: 'shotagent', password: 'secret123', type: MEMBER_TYPE.AGENT });
  for (const username of ['shotrewarda', 'shotrewardb']) {
    await server.createMember({ username, password: 'secret123' });
    await server.fundMember(username, '5000');
  }
  const grant = async (account: string, body: Record<string, unknown>) => {
    const answer = await consoleApi(server, token, 'POST', '/rewards', {
      requestId: crypto.randomUUID(),
      account,
      ...body,
    });
    if (answer.status !== 200) throw new Error(`grant failed: ${JSON.stringify(answer.payload)}`);
  };
  await grant('shotrewarda', {
    title: { JA: 'お詫びボーナス', EN: 'Apology bonus' },
    prize: {
      kind: 'BONUS',
      amount: '1000',
      turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000, LIVE: 5_000 } },
    },
    claim: 'AUTO',
  });
  await grant('shotrewardb', {
    title: { JA: '誕生日ボーナス', EN: 'Birthday bonus' },
    prize: {
      kind: 'BONUS',
      amount: '500',
      turnover: { multiple: 500, base: 'BONUS', weights: { RNG: 10_000 } },
    },
    claim: 'AUTO',
  });
  await grant('shotrewarda', {
    title: { JA: '週末キャッシュ', EN: 'Weekend cash' },
    prize: { kind: 'MONEY', amount: '300' },
    claim: 'MANUAL',
    expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
  });
  await grant('shotrewardb', {
    title: { JA: 'ポイントプレゼント', EN: 'Points gift' },
    prize: { kind: 'POINTS', points: 1200 },
    claim: 'MANUAL',
  });

  await shots.eachLook(
    'console rewards',
    { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/rewards/granted');
      await page.locator('.table tbody tr td').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}rewards-${name}.png`, fullPage: true });
      // The days granted (the merchant's, Tokyo): a backwards range is refused under the end date, today's
      // rewards are listed.
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' });
      await page.locator('input[name="startDate"]').fill(today);
      await page.locator('input[name="endDate"]').fill('2020-01-01');
      await page.locator('.filters button[type="submit"]').click();
      await page.locator('input[name="endDate"][aria-invalid="true"]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}rewards-days-error-${name}.png` });
      await page.locator('input[name="endDate"]').fill(today);
      await page.locator('.filters button[type="submit"]').click();
      await page.waitForURL(/endDate=/);
      await page.locator('.table tbody tr td').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}rewards-days-${name}.png` });
      await page.locator('.page-header__actions .btn').click();
      await page.locator('dialog form').waitFor();
      await page.locator('dialog select').first().selectOption('BONUS');
      await page.locator('dialog .grant-weights').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}grant-${name}.png`, fullPage: true });
      // An unknown account: the gateway's field error sits under the input, the typed grant stays.
      await page.locator('dialog input[name="account"]').fill('nosuchmember');
      await page.locator('dialog input[name="title.JA"]').fill('お詫びボーナス');
      await page.locator('dialog input[name="title.EN"]').fill('Apology bonus');
      await page.locator('dialog input[name="prize.amount"]').fill('1000');
      await page.locator('dialog input[name="prize.turnover.multiple"]').fill('3');
      await page.locator('dialog button[type="submit"]').click();
      await page.locator('dialog input[name="account"][aria-invalid="true"]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}grant-error-${name}.png`, fullPage: true });
      await page.keyboard.press('Escape');
      await page.locator('.table tbody .btn--danger').first().click();
      await page.locator('dialog textarea').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}cancel-${name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/console/rewards/turnover');
      await page.locator('.table tbody .row-actions').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}turnover-${name}.png`, fullPage: true });
      await page.locator('.row-actions .btn--danger').first().click();
      await page.locator('dialog textarea').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}forfeit-${name}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/console/rewards/cost');
      await page.locator('.table tfoot, .table tbody tr td').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}cost-${name}.png`, fullPage: true });

      // The ticket event form's audience: an agent picked by account shows as a chip.
      await page.goto('/console/rewards/tickets');
      await page.locator('.tickets-admin-toolbar .btn').click();
      await page.locator('dialog .chip-input__input').fill('ShotAgent');
      await page.locator('dialog .chip-input .btn').click();
      await page.locator('dialog .chip--removable').waitFor();
      await page.locator('dialog .chip-input').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}ticket-audience-${name}.png` });
      await page.keyboard.press('Escape');
      await page.locator('.tabbed-page__tab').nth(1).click();
      await page.locator('.tickets-admin-form select').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}ticket-codes-${name}.png` });

      for (const tab of ['sign-in', 'newbie', 'rescue']) {
        await page.goto(`/console/rewards/tasks?tab=${tab}`);
        await page.locator('.reward-tasks__form').waitFor();
        await settled(page);
        await page.screenshot({ path: `${outDir}tasks-${tab}-${name}.png`, fullPage: true });
      }
    },
  );
});
