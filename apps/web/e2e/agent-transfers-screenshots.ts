/**
 * Captures team transfers on a phone and a desktop, dark (Japanese) and light (English): team
 * management's transfer dialog (with take-back allowed) for an agent, and /member/transferUpline for
 * its downline, into /screenshots/agent-transfers (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/agent-transfers-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { MEMBER_TYPE, REBATE_CATEGORIES } from '@platform/contract';
import { callAsMember } from './support/app.ts';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestServer,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';
import { createConsoleApi } from './support/console-api.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const PASSWORD = 'secret123';
const PAY = '246810';

const shots = await startScreenshots('agent-transfers', onTestServer());
const { server, outDir } = shots;

/** Logs `username` in; answers its token (the page stays open for API setup). */
const signIn = async (username: string) => {
  const context = await shots.browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const token = await logInForToken(page, username, PASSWORD);
  await callAsMember(page, 'PUT', '/wps/member/payment-password', { newPassword: PAY, confirmPassword: PAY });
  return { page, token, close: () => context.close() };
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.locator('.table[aria-busy]').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  await createConsoleApi(server.url).request('PUT', '/team-transfer-settings', {
    downlineEnabled: true,
    takeBackEnabled: true,
    uplineEnabled: true,
    minAmount: '10.00',
    maxAmount: '50000.00',
    dailyMax: '200000.00',
  });
  await server.createMember({ username: 'shotagent', password: PASSWORD, type: MEMBER_TYPE.AGENT });
  await server.fundMember('shotagent', '12500.00');
  const agent = await signIn('shotagent');
  await callAsMember(agent.page, 'POST', '/wps/agent/downlines', {
    accountType: 'MEMBER',
    username: 'shotdownline',
    password: PASSWORD,
    rebateRates: Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, '0'])),
  });
  await server.fundMember('shotdownline', '800.00');
  await agent.close();
  const downline = await signIn('shotdownline');
  await downline.close();

  for (const viewport of VIEWPORTS) {
    for (const { theme, language } of LOOKS) {
      const name = `${viewport.name}-${theme}-${language.toLowerCase()}`;
      for (const shot of [
        { who: 'shotagent', token: agent.token, isAgent: true, path: '/agentHome/downlineManagmentView' },
        { who: 'shotdownline', token: downline.token, isAgent: false, path: '/member/transferUpline' },
      ]) {
        const context = await shots.newContext(
          viewport,
          webStored({ theme, language }, { token: shot.token, username: shot.who, isAgent: shot.isAgent }),
        );
        const page = await context.newPage();
        await page.goto(shot.path);
        if (shot.isAgent) {
          await page.locator('td', { hasText: 'shotdownline' }).first().waitFor();
          await page.locator('tr', { hasText: 'shotdownline' }).locator('button').nth(1).click();
          await page.locator('dialog form.team-transfer').waitFor();
          await page.locator('dialog input[inputmode="decimal"]').fill('5');
          await page.locator('dialog button[type="submit"]').click();
          await page.locator('dialog .field__error').first().waitFor();
        } else {
          await page.locator('form.team-transfer').waitFor();
        }
        await settle(page);
        await page.screenshot({
          path: `${outDir}${shot.isAgent ? 'dialog' : 'upline'}-${name}.png`,
          fullPage: !shot.isAgent,
        });
        await context.close();
      }
      process.stdout.write(`saved agent transfers ${name}\n`);
    }
  }
});
