import { randomUUID } from 'node:crypto';
import {
  MODULE_ID,
  ticketEventInputSchema,
  type TicketEventInput,
  type WhitelabelNode,
} from '@platform/contract';
import type { Services } from '../app.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

const DAY_MS = 86_400_000;
/** The demo gift code: two tickets of the gift code event, for anyone who types it. */
export const DEMO_GIFT_CODE = 'DEMO-GIFT-2026';

/** The demo's ticket events, each marked 「デモ」 / "(demo)", open for a year from `now`. */
const demoEvents = (now: Date): (TicketEventInput & { grant: number })[] => {
  const window = {
    startsAt: new Date(now.getTime() - DAY_MS).toISOString(),
    endsAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
  };
  return [
    {
      kind: 'PRIZE_WHEEL',
      title: { JA: 'プライズ ホイール（デモ）', EN: 'Prize wheel (demo)' },
      ...window,
      prizes: [
        { kind: 'MONEY', weight: 30, amount: '100' },
        { kind: 'POINTS', weight: 20, points: 50 },
        { kind: 'MONEY', weight: 10, amount: '500' },
        { kind: 'RETRY', weight: 25 },
        { kind: 'BONUS', weight: 12, amount: '1000', turnoverMultiple: 300 },
        { kind: 'ITEM', weight: 3, itemName: { JA: 'ゴールドウォッチ', EN: 'Gold watch' }, itemImage: null },
      ],
      budget: '50000',
      rules: [
        { kind: 'DEPOSIT', minAmount: '1000' },
        { kind: 'VALID_BET', per: '5000' },
      ],
      grant: 3,
    },
    {
      kind: 'GOLDEN_EGG',
      title: { JA: 'ゴールデンエッグ（デモ）', EN: 'Golden egg (demo)' },
      ...window,
      prizes: [
        { kind: 'MONEY', weight: 40, amount: '200' },
        { kind: 'MONEY', weight: 10, amount: '2000' },
        { kind: 'RETRY', weight: 50 },
      ],
      budget: '30000',
      rules: [{ kind: 'NEGATIVE_PROFIT', minLoss: '3000' }],
      grant: 2,
    },
    {
      kind: 'RED_ENVELOPE',
      title: { JA: 'レッドエンベロープの雨（デモ）', EN: 'Red envelope rain (demo)' },
      ...window,
      schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '20:00', minutes: 10 },
      prizes: [
        { kind: 'MONEY', weight: 70, amount: '88' },
        { kind: 'MONEY', weight: 5, amount: '888' },
        { kind: 'RETRY', weight: 25 },
      ],
      budget: '20000',
      grant: 0,
    },
    {
      kind: 'GIFT_CODE',
      title: { JA: 'ギフトコード（デモ）', EN: 'Gift code (demo)' },
      ...window,
      prizes: [
        { kind: 'MONEY', weight: 1, amount: '300' },
        { kind: 'RETRY', weight: 1 },
      ],
      budget: '10000',
      grant: 0,
    },
  ];
};

/**
 * Demo tickets (only through the seed command): the rewards switch on, a prize wheel, a golden egg,
 * a red envelope raffle (daily 20:00 for 10 minutes) and a gift code event with the code
 * `DEMO-GIFT-2026`, and tickets for the demo member. Skipped when the demo events exist.
 */
export const seedDemoTickets = async (services: Services): Promise<string[]> => {
  const { system, tickets, staff, members, clock } = services;
  const existing = await tickets.admin.events({ pageNum: 1, pageSize: 100 });
  if (existing.list.some((event) => event.title.EN.endsWith('(demo)'))) return [];
  const admin = await staff.findByUsername(DEMO_ACCOUNTS.admin);
  const member = await members.findByUsername(DEMO_ACCOUNTS.member);
  if (!admin || !member) return [];
  const actor = { staffId: admin.id, username: admin.username, ip: '127.0.0.1' };

  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS || node.modId === MODULE_ID.MEMBER || node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await system.setWhitelabel(turned(await system.getWhitelabel()));

  for (const { grant, ...input } of demoEvents(clock.now())) {
    const event = await tickets.admin.saveEvent(actor, null, ticketEventInputSchema.parse(input), 'EN');
    if (grant > 0) {
      await tickets.admin.grant(
        actor,
        { eventId: event.id, accounts: [member.username], count: grant, requestId: randomUUID() },
        'EN',
      );
    }
    if (event.kind === 'GIFT_CODE') {
      await tickets.admin.createCodes(
        actor,
        {
          eventId: event.id,
          code: DEMO_GIFT_CODE,
          count: 1,
          maxUses: 1000,
          expiresAt: null,
          reward: { kind: 'TICKETS', count: 2 },
        },
        'EN',
      );
    }
  }
  return ['demo tickets'];
};
