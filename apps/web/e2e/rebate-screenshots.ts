/**
 * Captures the manual rebate (claimable per product, total and claim button, the confirmation) and
 * the bonus details on a phone and a desktop, dark (Japanese) and light (English), for a member with
 * a week of valid bets in several products, into /screenshots/rebate (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/rebate-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import { MODULE_ID, type GameCategory, type WhitelabelNode } from '@platform/contract';
import { createTestMember } from '@platform/server/testing';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  settled,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const MEMBER = { username: 'shotrebate', password: 'secret123' };
const PLAYED: [GameCategory, number][] = [
  ['RNG', 12_500_00],
  ['LIVE', 48_000_00],
  ['FISH', 3_200_00],
  ['SPORTS', 9_750_00],
  ['ESPORTS', 1_250_00],
  ['LOTT', 6_000_00],
];

const shots = await startScreenshots('rebate', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

/** Rewards on, the operator's default member rates, and a week of the member's rounds. */
const prepare = async () => {
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === MODULE_ID.REWARDS,
      childrenNodes: on(node.childrenNodes),
    }));
  await services.system.setWhitelabel(on(await services.system.getWhitelabel()));
  const rates = { RNG: 150, LIVE: 80, FISH: 120, PVP: 100, SPORTS: 200, LOTT: 50, ELOTT: 30 };
  await db.execute(sql`insert into rebate_settings (id, default_rates, auto_rebate)
    values (1, ${JSON.stringify(rates)}::jsonb, false)
    on conflict (id) do update set default_rates = excluded.default_rates`);
  const member = await createTestMember(services, MEMBER);
  let round = 0;
  for (const [category, amount] of PLAYED) {
    for (let day = 0; day < 5; day += 1) {
      round += 1;
      const at = new Date(Date.now() - day * 86_400_000 - round * 60_000).toISOString();
      const share = String(Math.floor(amount / 5));
      await db.execute(sql`insert into domain_events (type, member_id, occurred_at, payload)
        values ('round.settled', ${member.id}, ${at}::timestamptz, ${JSON.stringify({
          vassalage: 'SHOTS',
          roundId: `shots-${round}`,
          nodeId: 1,
          category,
          stake: share,
          validBet: share,
          payout: '0',
          uplineIds: [],
        })}::jsonb)`);
    }
  }
  await services.statistics.drain();
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'rebate',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/manualRebate');
      await page.locator('.rebate-products').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}manual-rebate-${name}.png`, fullPage: true });
      await page.locator('.rebate-total button').click();
      await page.locator('dialog .dialog__message').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}manual-rebate-confirm-${name}.png` });
      await page.goto('/member/bonusDetails');
      await page.locator('.rebate-rates').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}bonus-details-${name}.png`, fullPage: true });
    },
  );
});
