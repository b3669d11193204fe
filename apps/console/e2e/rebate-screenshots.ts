/**
 * Captures the console's rebate pages (the settings, the per-day report and a member's rebates) on a
 * desktop, dark (Japanese) and light (English), after a member played and claimed the rebate, into
 * /screenshots/console-rebate (git-ignored). Run after
 * `npm run build -w @platform/web -w @platform/console`: `npx tsx apps/console/e2e/rebate-screenshots.ts`.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { REBATE_CATEGORIES, type RebateSummary, type WhitelabelNode } from '@platform/contract';
import { testGame } from '@platform/server/testing';
import {
  consoleStored,
  DESKTOP,
  LOOKS,
  onTestServer,
  settled,
  startScreenshots,
} from '../../web/e2e/support/screenshots.ts';
import { DEMO_ADMIN, consoleApi, signInThroughApi } from './support/console.ts';
import { memberApi, memberApiLogIn } from './support/finance.ts';

const MEMBER = { username: 'shotrebate', password: 'secret123' };
const VENDOR = { vassalage: 'SHOTREB', gameId: 'shot-slot' };

const shots = await startScreenshots('console-rebate', onTestServer());
const { server, outDir } = shots;

/** Rewards on, default rates, and a member who played a slot and claimed today's rebate. */
const prepare = async (token: string) => {
  const tree = (await consoleApi(server, token, 'GET', '/settings/whitelabel')).payload
    .value as WhitelabelNode[];
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === 'REWARDS',
      childrenNodes: on(node.childrenNodes),
    }));
  await consoleApi(server, token, 'PUT', '/settings/whitelabel', on(tree));
  await consoleApi(server, token, 'PUT', '/rewards/rebate/settings', {
    defaultRates: {
      ...Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, '0.5'])),
      RNG: '1.5',
      LIVE: '0.8',
    },
    autoRebate: true,
  });
  await server.createMember(MEMBER);
  await server.fundMember(MEMBER.username, '5000.00');
  await server.addVendor({
    vassalage: VENDOR.vassalage,
    displayName: 'Shot vendor',
    categories: ['RNG'],
    games: [testGame(VENDOR.gameId, { gameType: 'RNG', names: { JA: 'スロット', EN: 'Slot' } })],
  });
  await server.playRound({ ...VENDOR, username: MEMBER.username, stake: '2000.00', payout: '0.00' });
  const member = await memberApiLogIn(server, MEMBER.username, MEMBER.password);
  // The statistics take the round in within a second.
  for (let tries = 0; ; tries += 1) {
    const summary = await memberApi<RebateSummary>(server, member, 'GET', '/wps/relay/rebate');
    if (summary.payload.value.total !== '0.00' && summary.payload.value.total !== '0') break;
    if (tries === 50) throw new Error('the round never reached the statistics');
    await delay(200);
  }
  const claim = await memberApi(server, member, 'POST', '/wps/relay/rebate/claim');
  if (!claim.payload.success) throw new Error(`claim failed: ${claim.payload.errorCode}`);
};

await shots.run(async () => {
  const token = await signInThroughApi(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await prepare(token);
  await shots.eachLook(
    'console rebate',
    { viewports: [DESKTOP], looks: LOOKS, stored: (look) => consoleStored(look, token) },
    async ({ page, name }) => {
      await page.goto('/console/rewards/rebate');
      await page.locator('.rebate__form input').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}settings-${name}.png`, fullPage: true });
      await page.goto('/console/rewards/rebate/report');
      await page.locator('.table tbody tr td').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}report-${name}.png`, fullPage: true });
      await page.goto(`/console/rewards/rebate/claims?account=${MEMBER.username}`);
      await page.locator('.rebate__products').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}claims-${name}.png`, fullPage: true });
    },
  );
});
