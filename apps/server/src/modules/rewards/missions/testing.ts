import { MODULE_ID, type MissionInput, type WhitelabelNode } from '@platform/contract';
import type { Database } from '../../../platform/db/client.ts';
import { domainEvents } from '../../../platform/events/tables.ts';
import type { TestApp } from '../../../testing/index.ts';
import type { PlayRound } from '../../contracts/proof/play.ts';

/*
 * What the missions' tests share: the rewards switch, a mission as the console's editor saves it,
 * and play and deposits recorded as the vendor API and the deposit service record them.
 */

/** Turns the rewards white-label switch on or off. */
export const setRewardsSwitch = async (t: TestApp, on: boolean) => {
  const turned = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === MODULE_ID.REWARDS ? on : node.enabled,
      childrenNodes: turned(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(turned(await t.services.system.getWhitelabel()));
};

/** A mission of two days with one milestone per condition and a valid-bet leaderboard of 5. */
export const missionInput = (startDay: string, endDay: string, overrides: Partial<MissionInput> = {}) =>
  ({
    title: { JA: 'テストミッション', EN: 'Test mission' },
    rules: { JA: '賭けて達成\n2行目', EN: '<p>Bet to <strong>reach</strong></p><script>alert(1)</script>' },
    bannerUrl: null,
    startDay,
    endDay,
    audience: { vipLevels: [], agentIds: [], labels: [] },
    categories: ['RNG', 'LIVE'],
    milestones: [
      { condition: 'VALID_BET', target: '1000.00', prize: { kind: 'MONEY', amount: '10.00' } },
      { condition: 'DEPOSIT_AMOUNT', target: '500.00', prize: { kind: 'MONEY', amount: '5.00' } },
      { condition: 'BET_COUNT', target: '3', prize: { kind: 'MONEY', amount: '3.00' } },
      { condition: 'PROFIT_MULTIPLIER', target: '0.50', prize: { kind: 'MONEY', amount: '2.00' } },
      { condition: 'VALID_BET', target: '99999999.00', prize: { kind: 'MONEY', amount: '999.00' } },
    ],
    leaderboard: {
      condition: 'VALID_BET',
      size: 5,
      prizes: [
        { fromRank: 1, toRank: 1, prize: { kind: 'MONEY', amount: '100.00' } },
        { fromRank: 2, toRank: 3, prize: { kind: 'MONEY', amount: '50.00' } },
      ],
    },
    claimDays: 2,
    published: true,
    ...overrides,
  }) satisfies MissionInput;

let serial = 0;

/** Records settled rounds as `round.settled` events (top-level members: no uplines). */
export const recordPlay = async (db: Database, rounds: PlayRound[]) => {
  if (rounds.length === 0) return;
  await db.insert(domainEvents).values(
    rounds.map((round) => {
      serial += 1;
      return {
        type: 'round.settled' as const,
        memberId: round.memberId,
        occurredAt: round.at,
        payload: {
          vassalage: 'MISSIONS',
          roundId: `mission-${serial}`,
          nodeId: 1,
          category: round.category,
          stake: String(round.stake),
          validBet: String(round.validBet),
          payout: String(round.payout),
          uplineIds: [],
        },
      };
    }),
  );
};

/** Records credited deposits as `deposit.credited` events. */
export const recordDeposits = async (
  db: Database,
  deposits: { memberId: number; at: Date; amount: bigint }[],
) => {
  if (deposits.length === 0) return;
  await db.insert(domainEvents).values(
    deposits.map((deposit) => {
      serial += 1;
      return {
        type: 'deposit.credited' as const,
        memberId: deposit.memberId,
        occurredAt: deposit.at,
        payload: { orderId: serial, amount: String(deposit.amount) },
      };
    }),
  );
};
