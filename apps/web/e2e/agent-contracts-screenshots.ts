/**
 * Captures the contract pages (daily wages: my contract, contract management with the offer dialog,
 * the record and a settlement's figures; the dividend record with its estimate) and the contract
 * popup at login, on a phone and a desktop, dark (Japanese) and light (English), into
 * /screenshots/agent-contracts (git-ignored). A top agent holds the operator's contracts, offers
 * its downline agent a daily salary, whose player plays; the clock passes a day and the period jobs
 * settle it. Run after `npm run build -w @platform/web`: `npx tsx apps/web/e2e/agent-contracts-screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  MEMBER_TYPE,
  type AgentRebate,
  type ContractLimits,
  type ContractTerms,
  type WhitelabelNode,
} from '@platform/contract';
import { createManualClock, startTestServer, testGame } from '@platform/server/testing';
import { CHROMIUM_PATH, hasBrowser, launchBrowser } from './support/browser.ts';
import { createConsoleApi } from './support/console-api.ts';
import { TEAM_VENDOR, callWithToken } from './support/agent-team.ts';

const OUT_DIR = fileURLToPath(new URL('../../../screenshots/agent-contracts/', import.meta.url));
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const STYLES = [
  { theme: 'dark', language: 'JA' },
  { theme: 'light', language: 'EN' },
] as const;
const PASSWORD = 'secret123';
const NAMES = { top: 'shottop', sub: 'shotsub', players: ['shotplayer1', 'shotplayer2'] } as const;
const KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'];

const salary = (rates: string[]): ContractTerms => ({
  kind: 'DAILY_SALARY',
  tiers: rates.map((rate, index) => ({
    minValidBet: String(index * 5000),
    minActiveMembers: index,
    rateType: 'PERCENT',
    rate,
  })),
});
const DIVIDEND: ContractTerms = {
  kind: 'DIVIDEND',
  period: 'DAILY',
  tiers: [
    { minValidBet: '0', minNetLoss: '0', minActiveMembers: 0, periodicBet: null, rate: '10' },
    { minValidBet: '50000', minNetLoss: '10000', minActiveMembers: 3, periodicBet: null, rate: '20' },
  ],
};

if (!hasBrowser) {
  process.stderr.write(`No Chromium at ${CHROMIUM_PATH}; no screenshots taken.\n`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
// The vendor signs its calls with the machine's time: play happens before the clock moves.
const clock = createManualClock(new Date());
const server = await startTestServer({ clock });
const consoleApi = createConsoleApi(server.url);
const browser = await launchBrowser();

/** Signs in on the agent landing (English) and answers the session token. */
const signIn = async (username: string) => {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const page = await context.newPage();
  await page.goto('/agent');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const token = String(await (await page.waitForFunction(() => sessionStorage.getItem('token'))).jsonValue());
  return { page, token };
};

const tree = await consoleApi.request<WhitelabelNode[]>('GET', '/settings/whitelabel');
const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
  nodes.map((node) => ({
    ...node,
    enabled: node.enabled || KINDS.includes(node.modId),
    childrenNodes: on(node.childrenNodes),
  }));
await consoleApi.request('PUT', '/settings/whitelabel', on(tree));
await server.createMember({ username: NAMES.top, password: PASSWORD, type: MEMBER_TYPE.AGENT });
const topOffers = [];
for (const terms of [salary(['1', '1.5', '2']), DIVIDEND]) {
  topOffers.push(
    await consoleApi.request<{ id: number }>('POST', '/contracts', {
      account: NAMES.top,
      product: 'ALL',
      terms,
    }),
  );
}
const top = await signIn(NAMES.top);
for (const { id } of topOffers) {
  await callWithToken(top.page, top.token, 'POST', `/wps/agent/contracts/${id}/answer`, { answer: 'ACCEPT' });
}
const rebate = (await callWithToken(top.page, top.token, 'GET', '/wps/agent/rebate')) as AgentRebate;
await callWithToken(top.page, top.token, 'POST', '/wps/agent/downlines', {
  accountType: 'AGENT',
  username: NAMES.sub,
  password: PASSWORD,
  rebateRates: rebate.own,
});
const limits = (await callWithToken(
  top.page,
  top.token,
  'GET',
  '/wps/agent/contracts/limits?kind=DAILY_SALARY&product=ALL',
)) as ContractLimits;
const offered = (await callWithToken(top.page, top.token, 'POST', '/wps/agent/contracts', {
  downlineId: limits.candidates[0]?.id,
  product: 'ALL',
  terms: salary(['0.8', '1.2', '1.5']),
})) as { id: number };
const sub = await signIn(NAMES.sub);

const settle = (page: Page) =>
  page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))),
  );

/** Each viewport and style: a context signed in as `username` with `token`. */
const eachStyle = async (
  username: string,
  token: string,
  shoot: (page: Page, name: string) => Promise<void>,
) => {
  for (const viewport of VIEWPORTS) {
    for (const { theme, language } of STYLES) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
      });
      await context.addInitScript(
        (stored) => {
          localStorage.setItem('theme', stored.theme);
          localStorage.setItem('lang', stored.language);
          sessionStorage.setItem('token', stored.token);
          sessionStorage.setItem('username', stored.username);
          sessionStorage.setItem('isAgent', 'true');
        },
        { theme, language, token, username },
      );
      const page = await context.newPage();
      await shoot(page, `${viewport.name}-${theme}-${language.toLowerCase()}`);
      await context.close();
    }
  }
};

// The downline's popup, before it answers.
await eachStyle(NAMES.sub, sub.token, async (page, name) => {
  await page.goto('/agentHome');
  await page.locator('.contract-popup').waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}popup-${name}.png` });
});
await callWithToken(sub.page, sub.token, 'POST', `/wps/agent/contracts/${offered.id}/answer`, {
  answer: 'ACCEPT',
});

// The players play; the clock passes the day and the jobs settle it.
await server.addVendor({
  vassalage: TEAM_VENDOR.vassalage,
  displayName: TEAM_VENDOR.displayName,
  categories: ['RNG'],
  games: [
    testGame(TEAM_VENDOR.gameId, {
      gameType: 'RNG',
      names: { JA: TEAM_VENDOR.gameName, EN: TEAM_VENDOR.gameName },
    }),
  ],
});
const play = async (rounds: readonly [string, string, string][]) => {
  for (const [username, stake, payout] of rounds) {
    await server.playRound({
      username,
      vassalage: TEAM_VENDOR.vassalage,
      gameId: TEAM_VENDOR.gameId,
      stake,
      payout,
    });
  }
};
for (const player of NAMES.players) {
  await callWithToken(sub.page, sub.token, 'POST', '/wps/agent/downlines', {
    accountType: 'MEMBER',
    username: player,
    password: PASSWORD,
    rebateRates: rebate.own,
  });
  await server.fundMember(player, '20000.00');
}
await play([
  ['shotplayer1', '3000.00', '500.00'],
  ['shotplayer2', '2500.00', '4000.00'],
  ['shotplayer1', '1200.00', '0.00'],
]);
clock.advance(86_400_000);
await server.runDueJobs();
// A day later the sessions have lapsed: the top agent signs in again.
const topLater = await signIn(NAMES.top);

await eachStyle(NAMES.top, topLater.token, async (page, name) => {
  await page.goto('/agentHome/agentDailyWages2');
  await page.locator('.contract-card').first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}daily-mine-${name}.png`, fullPage: true });

  await page.getByRole('tab').nth(1).click();
  await page.locator('.contracts__manage tbody tr').first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}daily-manage-${name}.png`, fullPage: true });
  await page.locator('.contracts__new').click();
  await page.locator('.tier-editor').waitFor();
  await page.locator('.tier-editor__actions button').first().click();
  await page.locator('.tier-editor__actions button').nth(1).click();
  await page.locator('.offer-form button[type="submit"]').click();
  await page.locator('.offer-form .field--invalid').first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}daily-offer-${name}.png` });
  await page.keyboard.press('Escape');

  await page.getByRole('tab').nth(2).click();
  await page.locator('.contracts__record .badge').first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}daily-record-${name}.png`, fullPage: true });
  await page.locator('.contracts__period').first().click();
  await page.locator('dialog .details').waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}daily-details-${name}.png` });
  await page.keyboard.press('Escape');

  await page.goto('/agentHome/agentDividendRecordCopy2');
  await page.locator('.estimate__card').first().waitFor();
  await page.locator('.contracts__record .badge').first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${OUT_DIR}dividend-${name}.png`, fullPage: true });
});

await browser.close();
await server.close();
process.stdout.write(`Screenshots in ${OUT_DIR}\n`);
