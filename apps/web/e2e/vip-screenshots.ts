/**
 * Captures the VIP page (player rank, level-up and keep progress, rank cards, rules, rewards
 * history) on a phone and a desktop, dark (Japanese) and light (English), for a member who reached
 * the second of the demo ranks, into /screenshots/vip (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/vip-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import { createTestMember } from '@platform/server/testing';
import { seedDemoVip } from '../../server/src/seed/demo-vip.ts';
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
const MEMBER = { username: 'shotvip', password: 'secret123' };

const shots = await startScreenshots('vip', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

/** The demo ranks (the test app has the demo administrator), and a member with deposits and a day of play: Silver, on the way to Gold. */
const prepare = async () => {
  await seedDemoVip(services);
  const member = await createTestMember(services, MEMBER);
  const events: { type: string; payload: object }[] = [
    ...[6000, 4000, 2500].map((amount, index) => ({
      type: 'deposit.credited',
      payload: { orderId: 9000 + index, amount: String(amount * 100) },
    })),
    {
      type: 'round.settled',
      payload: {
        vassalage: 'SHOTS',
        roundId: 'shots-vip-1',
        nodeId: 1,
        category: 'LIVE',
        stake: '3250000',
        validBet: '3250000',
        payout: '0',
        uplineIds: [],
      },
    },
  ];
  for (const [index, event] of events.entries()) {
    const at = new Date(Date.now() - (index + 1) * 60_000).toISOString();
    await db.execute(sql`insert into domain_events (type, member_id, occurred_at, payload)
      values (${event.type}, ${member.id}, ${at}::timestamptz, ${JSON.stringify(event.payload)}::jsonb)`);
  }
  await services.statistics.drain();
  await services.vip.overview(member.id);
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'vip',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/vip');
      await page.locator('.vip-ranks').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}vip-${name}.png`, fullPage: true });
    },
  );
});
