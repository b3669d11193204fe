/**
 * Captures invite friends (overview with link and QR code, the programme's rules, the invitation
 * list) on a phone and a desktop, dark (Japanese) and light (English), for a member with three
 * invitees (one qualified), into /screenshots/referral (git-ignored). Run after
 * `npm run build -w @platform/web`: `npx tsx apps/web/e2e/referral-screenshots.ts`.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { MODULE_ID, type WhitelabelNode } from '@platform/contract';
import { createTestMember } from '@platform/server/testing';
import {
  DESKTOP,
  logInForToken,
  LOOKS,
  onTestApp,
  PHONE,
  startScreenshots,
  webStored,
} from './support/screenshots.ts';

const MEMBER = { username: 'shotinviter', password: 'secret123' };

const shots = await startScreenshots('referral', onTestApp());
const { outDir } = shots;
const { services, db } = shots.server;

/** Invite friends on, a programme (the evaluation job may have stored the default one already), and three invitees of the member (one deposited enough). */
const prepare = async () => {
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === MODULE_ID.REWARDS || node.modId === MODULE_ID.REFERRAL,
      childrenNodes: on(node.childrenNodes),
    }));
  await services.system.setWhitelabel(on(await services.system.getWhitelabel()));
  await db.execute(sql`insert into referral_settings (id, enabled, min_first_deposit, min_valid_bet, qualified_reward,
      group_size, group_reward, first_deposit_share, bet_share, refuse_same_ip)
    values (1, true, 100000, 50000, 30000, 5, 100000, 500, 20, false)
    on conflict (id) do update set enabled = true, min_first_deposit = excluded.min_first_deposit,
      min_valid_bet = excluded.min_valid_bet, qualified_reward = excluded.qualified_reward,
      group_size = excluded.group_size, group_reward = excluded.group_reward,
      first_deposit_share = excluded.first_deposit_share, bet_share = excluded.bet_share,
      refuse_same_ip = excluded.refuse_same_ip`);
  const inviter = await createTestMember(services, MEMBER);
  const invitees = [];
  for (const username of ['hanakotest', 'tarotest', 'jirotest']) {
    invitees.push(
      await services.members.createMember({
        username,
        passwordHash: inviter.passwordHash,
        type: inviter.type,
        language: 'JA',
        registeredWithReferralCode: inviter.referralCode,
      }),
    );
  }
  const first = invitees[0];
  if (first) {
    await services.events.record(db, {
      type: 'deposit.credited',
      memberId: first.id,
      payload: { orderId: 1, amount: '150000' },
    });
    await db.execute(sql`insert into domain_events (type, member_id, occurred_at, payload)
      values ('round.settled', ${first.id}, now(), ${JSON.stringify({
        vassalage: 'SHOTS',
        roundId: 'shots-1',
        nodeId: 1,
        category: 'RNG',
        stake: '80000',
        validBet: '80000',
        payout: '0',
        uplineIds: [],
      })}::jsonb)`);
  }
  await services.statistics.drain();
};

const settle = async (page: Page) => {
  await page.locator('.page-status').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

await shots.run(async () => {
  await prepare();
  const setup = await shots.browser.newContext({ baseURL: shots.url });
  const token = await logInForToken(await setup.newPage(), MEMBER.username, MEMBER.password);
  await setup.close();
  await shots.eachLook(
    'referral',
    {
      viewports: [PHONE, DESKTOP],
      looks: LOOKS,
      stored: (look) => webStored(look, { token, username: MEMBER.username, isAgent: false }),
    },
    async ({ page, name }) => {
      await page.goto('/member/referral');
      await page.locator('.referral__qr').waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}overview-${name}.png`, fullPage: true });
      const tabs = page.locator('.referral__tabs [role="tab"]');
      await tabs.nth(1).click();
      await settle(page);
      await page.screenshot({ path: `${outDir}rewards-${name}.png`, fullPage: true });
      await tabs.nth(4).click();
      await page.locator('.referral__status').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${outDir}invitees-${name}.png`, fullPage: true });
    },
  );
});
