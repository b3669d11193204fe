import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_CHANNEL_KIND,
  MEMBER_TYPE,
  MODULE_ID,
  referralSettingsInputSchema,
  type ReferralSettingsInput,
  type WhitelabelNode,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';
import { ORDER_PREFIX } from '../modules/wallet/orders.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';
import { orderIdOf } from './demo-team.ts';

/**
 * The demo programme: a friend qualifies with a first deposit of 1,000 within 7 days (no bet
 * requirement, as the demo install has no play before its house games start); 500 per qualified
 * friend, 300 for every 2 depositing friends, 5 % of each first deposit, 0.5 % of the friends'
 * valid bets each week.
 */
const DEMO_PROGRAMME: ReferralSettingsInput = {
  enabled: true,
  minFirstDeposit: '1000',
  minValidBet: null,
  qualifyDays: 7,
  uniquePhone: true,
  refuseSameDevice: true,
  refuseSameIp: true,
  qualifiedReward: '500',
  groupSize: 2,
  groupReward: '300',
  firstDepositShare: 500,
  betShare: 50,
  betPeriod: 'WEEK',
};

/** A shared made-up number (the 0120-000 range is not a mobile one): the second to use it is refused. */
const DEMO_PHONE = { countryDialingCode: '81', mobileNum: '1200000000' };

/**
 * The demo member's invitees, each `demofriend…` and flagged `isDemo`: two deposit and qualify, one
 * has not deposited yet (its window is open), one reuses the third's mobile number.
 */
const DEMO_FRIENDS = [
  { username: 'demofriend1', deposit: 5_000, phone: null },
  { username: 'demofriend2', deposit: 2_000, phone: null },
  { username: 'demofriend3', deposit: null, phone: DEMO_PHONE },
  { username: 'demofriend4', deposit: null, phone: DEMO_PHONE },
] as const;

/**
 * Demo invite friends: the REFERRAL switch on, the programme saved through the referral service as
 * the console saves it (audited as made by the demo administrator), four invitees registered with
 * the demo member's code, their deposits ordered and credited from the demo bank channel's queue
 * (the ledger's path), and the demo member's invitees evaluated, which grants the programme's
 * rewards through the rewards core; the demo member claims one, the others wait in its reward centre.
 * Runs once: nothing happens when the first invitee exists, or without the demo accounts and channel.
 */
export const seedDemoReferral = async (services: Services): Promise<string[]> => {
  const { members, staff, system, referral, deposits, rewards, statistics } = services;
  if (await members.findByUsername(DEMO_FRIENDS[0].username)) return [];
  const [admin, member, channel] = await Promise.all([
    staff.findByUsername(DEMO_ACCOUNTS.admin),
    members.findByUsername(DEMO_ACCOUNTS.member),
    deposits
      .listChannels()
      .then((channels) => channels.find((found) => found.kind === DEPOSIT_CHANNEL_KIND.BANK_TRANSFER)),
  ]);
  if (!admin || !member || !channel) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };

  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || node.modId === MODULE_ID.REFERRAL || node.modId === MODULE_ID.REWARDS,
      childrenNodes: on(node.childrenNodes),
    }));
  await system.setWhitelabel(on(await system.getWhitelabel()));
  await referral.admin.saveSettings(actor, referralSettingsInputSchema.parse(DEMO_PROGRAMME));

  const site = await system.getSiteSetting();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const friend of DEMO_FRIENDS) {
    const created = await members.createMember({
      username: friend.username,
      passwordHash,
      type: MEMBER_TYPE.MEMBER,
      language: site.defaultLanguage,
      nickname: `Demo ${friend.username.replace('demo', '')}`,
      isDemo: true,
      registeredWithReferralCode: member.referralCode,
      ...(friend.phone ?? {}),
    });
    if (friend.deposit === null) continue;
    const order = await deposits.createOrder(
      created.id,
      { requestId: randomUUID(), channelId: channel.id, amount: BigInt(friend.deposit) * 100n },
      'EN',
    );
    await deposits.credit(actor, orderIdOf(ORDER_PREFIX.DEPOSIT, order.orderNo), 'demo data');
  }
  await statistics.drain();
  await referral.evaluate(member.id);

  // The demo member has claimed its first reward of the programme; the others wait.
  const waiting = await rewards.list(member.id, { tab: 'PENDING', pageNum: 1, pageSize: 100 }, 'EN');
  const first = waiting.list.filter((reward) => reward.source === 'REFERRAL').at(-1);
  if (first) await rewards.claim(member.id, first.id);
  return [`demo invite friends (${DEMO_FRIENDS.length} invitees of ${DEMO_ACCOUNTS.member})`];
};
