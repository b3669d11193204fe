/**
 * Captures the reward centre's task tabs (daily sign-in with today's card, newbie checklist, rescue
 * fund with tiers and estimate, a promo code's progress) on a phone and a desktop, dark (Japanese)
 * and light (English), for a member with some play today, into /screenshots/reward-tasks
 * (git-ignored). Run after `npm run build -w @platform/web`:
 * `npx tsx apps/web/e2e/reward-tasks-screenshots.ts`. The tabs live on the reward centre page
 * (`/member/rewardCenter`), chosen by their label.
 */
import { randomUUID } from 'node:crypto';
import { createTestMember, seedDemoRewardTasks } from '@platform/server/testing';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const VIEWPORTS = [PHONE, DESKTOP] as const;
const MEMBER = { username: 'shotrewards', password: 'secret123' };
const TABS = [
  { file: 'sign-in', label: { JA: 'デイリーサインイン', EN: 'Daily sign-in' } },
  { file: 'newbie', label: { JA: '新人タスク', EN: 'Newbie tasks' } },
  { file: 'rescue', label: { JA: '救済金', EN: 'Rescue fund' } },
  { file: 'promo-code', label: { JA: 'プロモコード', EN: 'Promo code' } },
] as const;

const shots = await startScreenshots('reward-tasks', onTestApp());
const { outDir } = shots;
const { services } = shots.server;

/** The demo tasks (the seed), a member with a deposit and today's losing play in slots and live casino. */
const prepare = async () => {
  await seedDemoRewardTasks(services);
  const member = await createTestMember(services, MEMBER);
  await services.events.record(shots.server.db, {
    type: 'deposit.credited',
    memberId: member.id,
    payload: { orderId: 1, amount: '50000' },
  });
  for (const [category, stake, payout] of [
    ['RNG', 60_000n, 12_000n],
    ['LIVE', 80_000n, 20_000n],
  ] as const) {
    await services.events.record(shots.server.db, {
      type: 'round.settled',
      memberId: member.id,
      payload: {
        vassalage: 'SHOTS',
        roundId: randomUUID(),
        nodeId: 0,
        category,
        stake: String(stake),
        validBet: String(stake),
        payout: String(payout),
        uplineIds: [],
      },
    });
  }
};

await shots.run(async () => {
  await prepare();
  const login = await shots.newContext(PHONE, webStored(LOOKS[0]));
  const token = await logInForToken(await login.newPage(), MEMBER.username, MEMBER.password);
  await login.close();
  await shots.eachLook(
    'reward tasks',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name, look }) => {
      await page.goto('/member/rewardCenter');
      for (const tab of TABS) {
        await page.getByText(tab.label[look.language], { exact: true }).first().click();
        if (tab.file === 'promo-code') {
          await page.locator('.promo-code__form input').fill('DEMO-WELCOME');
          await page.locator('.promo-code__form button[type="submit"]').click();
          await page.locator('[data-testid="promo-code"]').waitFor();
        } else {
          await page.locator(`.reward-tasks.${tab.file}`).waitFor();
        }
        await page.screenshot({ path: `${outDir}${tab.file}-${name}.png`, fullPage: true });
      }
    },
  );
});
