import { MODULE_ID, type WhitelabelNode } from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

const DEMO_CODE = 'DEMO-WELCOME';
const DAY_MS = 86_400_000;

/**
 * The reward centre's tasks for the demo (only through the seed command): the rewards switch on, a
 * 7-day sign-in cycle, three newbie steps, rescue tiers for slots and live casino, and one promo code
 * labelled "(demo)", each set through the console's audited calls as the demo administrator. Runs once:
 * nothing happens when the demo code exists.
 */
export const seedDemoRewardTasks = async (services: Services, now: Date = new Date()): Promise<string[]> => {
  const { rewardTasks, system, staff } = services;
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  if (!admin) return [];
  const existing = await rewardTasks.admin.promoCodes({ pageNum: 1, pageSize: 100 });
  if (existing.list.some((code) => code.code === DEMO_CODE)) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };

  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS || node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await system.setWhitelabel(turned(await system.getWhitelabel()));

  const money = (amount: bigint) => ({ kind: 'MONEY' as const, amount });
  await rewardTasks.admin.setSignInSettings(actor, {
    enabled: true,
    days: [
      money(100n),
      money(200n),
      money(300n),
      { kind: 'BONUS', amount: 500n, turnoverMultiple: 300 },
      money(500n),
      money(800n),
      { kind: 'BONUS', amount: 2000n, turnoverMultiple: 500 },
    ],
    requireValidBet: false,
    minValidBet: null,
    missedDay: 'RESTART',
  });
  await rewardTasks.admin.setNewbieSettings(actor, {
    enabled: true,
    withinDays: 30,
    perIpLimit: 3,
    steps: [
      { id: 'mobile', condition: 'VERIFIED_MOBILE', count: 1, prize: money(300n) },
      { id: 'bank-card', condition: 'BANK_CARD', count: 1, prize: money(500n) },
      { id: 'first-deposit', condition: 'FIRST_DEPOSIT', count: 1, prize: money(1000n) },
    ],
  });
  await rewardTasks.admin.setRescueSettings(actor, {
    enabled: true,
    expiryHours: 72,
    tiers: [
      { category: 'RNG', minLoss: '100.00', kind: 'FIXED', amount: '5.00', percent: null, cap: null },
      { category: 'RNG', minLoss: '1000.00', kind: 'PERCENT', amount: null, percent: 500, cap: '200.00' },
      { category: 'LIVE', minLoss: '500.00', kind: 'PERCENT', amount: null, percent: 300, cap: '100.00' },
    ],
  });
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  await rewardTasks.admin.createPromoCode(
    actor,
    {
      code: DEMO_CODE,
      title: { JA: 'ウェルカムコード（デモ）', EN: 'Welcome code (demo)' },
      enabled: true,
      startDay: day(-1),
      endDay: day(30),
      prize: money(1000n),
      conditions: [
        { condition: 'DEPOSIT_AMOUNT', required: '100.00' },
        { condition: 'VALID_BET', required: '500.00' },
      ],
      category: null,
      vendor: null,
      maxUses: 100,
      budget: 100_000n,
    },
    'EN',
  );
  return [`demo reward tasks (7-day sign-in, newbie steps, rescue tiers, promo code ${DEMO_CODE})`];
};
