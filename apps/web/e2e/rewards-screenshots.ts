/**
 * Captures the reward centre (to claim, history, bonus turnover) and the withdrawal page's turnover
 * panel on a phone and a desktop, dark (Japanese) and light (English), for a member with rewards
 * waiting, claimed ones and a bonus partly played through, into /screenshots/rewards (git-ignored).
 * Run after `npm run build -w @platform/web`: `npx tsx apps/web/e2e/rewards-screenshots.ts`.
 */
import { randomUUID } from 'node:crypto';
import { MODULE_ID, type WhitelabelNode } from '@platform/contract';
import { createTestMember, fundTestMember } from '@platform/server/testing';
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
const MEMBER = { username: 'shotrewards', password: 'secret123' };

const shots = await startScreenshots('rewards', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

const ACTOR = { staffId: 0, username: 'screenshots', ip: '127.0.0.1' };

/** The rewards switch on, a member with two rewards waiting, two claimed and a 3× bonus a third played. */
const prepare = async () => {
  const tree = await services.system.getWhitelabel();
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS ? true : node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await services.system.setWhitelabel(turned(tree));
  const member = await createTestMember(services, MEMBER);
  await fundTestMember(services, MEMBER.username, '500.00');
  const grant = (
    title: { JA: string; EN: string },
    prize: Parameters<typeof services.rewards.admin.grant>[1]['prize'],
    claim: 'AUTO' | 'MANUAL',
    expiresAt?: string,
  ) =>
    services.rewards.admin.grant(
      ACTOR,
      {
        requestId: randomUUID(),
        account: MEMBER.username,
        title,
        prize,
        claim,
        ...(expiresAt === undefined ? {} : { expiresAt }),
      },
      'EN',
    );
  const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await grant(
    { JA: '週末ボーナス（デモ）', EN: 'Weekend bonus (demo)' },
    { kind: 'MONEY', amount: 88_800n },
    'MANUAL',
    week,
  );
  await grant(
    { JA: 'VIP昇格ギフト（デモ）', EN: 'VIP upgrade gift (demo)' },
    { kind: 'MONEY', amount: 300_000n },
    'MANUAL',
  );
  await grant(
    { JA: 'お誕生日ボーナス（デモ）', EN: 'Birthday bonus (demo)' },
    { kind: 'MONEY', amount: 50_000n },
    'AUTO',
  );
  await grant(
    { JA: '初回入金ボーナス（デモ）', EN: 'First deposit bonus (demo)' },
    {
      kind: 'BONUS',
      amount: 100_000n,
      turnover: { multiple: 300, base: 'BONUS', weights: { RNG: 10_000, LIVE: 5_000, SPORTS: 2_500 } },
    },
    'AUTO',
  );
  await services.events.record(db, {
    type: 'round.settled',
    memberId: member.id,
    payload: {
      vassalage: 'shots',
      roundId: randomUUID(),
      nodeId: 0,
      category: 'RNG',
      stake: '100000',
      validBet: '100000',
      payout: '0',
      uplineIds: [],
    },
  });
  await services.rewards.turnover.drain();
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'reward centre',
    {
      viewports: VIEWPORTS,
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/rewardCenter');
      await page.locator('.reward').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}to-claim-${name}.png`, fullPage: true });
      await page.locator('.reward button').first().click();
      await page.locator('dialog').waitFor();
      await page.screenshot({ path: `${outDir}confirm-${name}.png` });
      await page.keyboard.press('Escape');
      // History and turnover are the last two tabs (the reward tasks' tabs stand before them).
      await page.locator('[role="tab"]').nth(-2).click();
      await settled(page);
      await page.screenshot({ path: `${outDir}history-${name}.png`, fullPage: true });
      await page.locator('[role="tab"]').last().click();
      await page.locator('.turnover__item').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}turnover-${name}.png`, fullPage: true });
      await page.goto('/member/withdraw');
      await page.locator('.turnover').waitFor();
      await settled(page);
      await page.screenshot({ path: `${outDir}withdraw-${name}.png`, fullPage: true });
    },
  );
});
