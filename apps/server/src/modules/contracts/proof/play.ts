import { sql } from 'drizzle-orm';
import {
  MEMBER_TYPE,
  MODULE_ID,
  type ContractKind,
  type ContractPolicy,
  type ContractProduct,
  type ContractTerms,
  type GameCategory,
  type WhitelabelNode,
} from '@platform/contract';
import type { Database } from '../../../platform/db/client.ts';
import { domainEvents } from '../../../platform/events/tables.ts';
import { createTestMember, type TestApp } from '../../../testing/index.ts';
import { contractPolicies, contracts, contractTerms } from '../tables.ts';
import { ModelTree, slotOf, type ModelContract, type ModelRound } from './expected.ts';

/*
 * Generated play for the contract proofs: a three-level agent tree with players, rounds drawn from
 * a seeded random sequence and recorded as `round.settled` domain events in bulk (one statement a
 * burst, as a vendor's settlements would record them), and contracts written as the lifecycle
 * leaves them (a SIGNED row and its terms from a date).
 */

/** A deterministic random sequence (mulberry32), so a failure replays. */
export const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
};
export type Random = ReturnType<typeof seeded>;

export interface PlayTree {
  /** Member ids by name: agents `agent_a` (top), `agent_b` (under a), `agent_c` (under b), players, an outsider. */
  ids: Record<string, number>;
  /** Who plays: every member of the three teams, agents included, and one outsider's player. */
  players: number[];
  /** Each member's upline chain, nearest first (the event's `uplineIds`). */
  chains: Map<number, number[]>;
  model: ModelTree;
}

const LAYOUT: [name: string, type: number, parent: string | null][] = [
  ['agent_a', MEMBER_TYPE.AGENT, null],
  ['agent_b', MEMBER_TYPE.AGENT, 'agent_a'],
  ['agent_c', MEMBER_TYPE.AGENT, 'agent_b'],
  ['player_a1', MEMBER_TYPE.MEMBER, 'agent_a'],
  ['player_a2', MEMBER_TYPE.MEMBER, 'agent_a'],
  ['player_b1', MEMBER_TYPE.MEMBER, 'agent_b'],
  ['player_b2', MEMBER_TYPE.MEMBER, 'agent_b'],
  ['player_c1', MEMBER_TYPE.MEMBER, 'agent_c'],
  ['player_c2', MEMBER_TYPE.MEMBER, 'agent_c'],
  ['player_c3', MEMBER_TYPE.MEMBER, 'agent_c'],
  // Another top agent's player: its rounds count in no team above.
  ['agent_x', MEMBER_TYPE.AGENT, null],
  ['player_x1', MEMBER_TYPE.MEMBER, 'agent_x'],
];

/** The tree, built through the members service as the console's create and move would (`prefix` keeps names apart). */
export const buildPlayTree = async (t: TestApp, prefix: string): Promise<PlayTree> => {
  const ids: Record<string, number> = {};
  const parentOf = new Map<number, number | null>();
  for (const [name, type, parent] of LAYOUT) {
    const member = await createTestMember(t.services, {
      username: `${prefix}${name}`,
      password: 'play1234',
      type,
    });
    ids[name] = member.id;
    const parentId = parent === null ? null : (ids[parent] ?? null);
    parentOf.set(member.id, parentId);
    if (parentId !== null) {
      await t.db.transaction((tx) => t.services.members.moveUnderUpline(tx, member.id, parentId));
    }
  }
  const chains = new Map<number, number[]>();
  for (const id of parentOf.keys()) {
    const chain: number[] = [];
    for (let up = parentOf.get(id); up != null; up = parentOf.get(up)) chain.push(up);
    chains.set(id, chain);
  }
  return { ids, players: [...parentOf.keys()], chains, model: new ModelTree(parentOf) };
};

export const PLAY_CATEGORIES: GameCategory[] = ['RNG', 'LIVE', 'FISH', 'SPORTS'];

/** A round to record: who, when it settled, and its totals in minor units. */
export interface PlayRound {
  memberId: number;
  at: Date;
  category: GameCategory;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
}

/**
 * Rounds settled between `from` and `to` (exclusive): each player plays 0 to `most` rounds of 10 to
 * 4,000.00, a sports bet sometimes half valid; half the rounds lose, a tenth push, the rest win 1.5
 * to 2.5 times the stake.
 */
export const drawRounds = (
  random: Random,
  players: number[],
  from: Date,
  to: Date,
  most: number,
): PlayRound[] => {
  const rounds: PlayRound[] = [];
  const span = to.getTime() - from.getTime();
  for (const memberId of players) {
    const count = Math.floor(random() * (most + 1));
    for (let n = 0; n < count; n += 1) {
      const category = PLAY_CATEGORIES[Math.floor(random() * PLAY_CATEGORIES.length)] ?? 'RNG';
      const stake = BigInt(10_00 + Math.floor(random() * 3_990) * 1_00 + Math.floor(random() * 100));
      const validBet = category === 'SPORTS' && random() < 0.3 ? stake / 2n : stake;
      const outcome = random();
      const payout =
        outcome < 0.5 ? 0n : outcome < 0.6 ? stake : (stake * BigInt(15 + Math.floor(random() * 11))) / 10n;
      rounds.push({
        memberId,
        at: new Date(from.getTime() + Math.floor(random() * span)),
        category,
        stake,
        validBet,
        payout,
      });
    }
  }
  return rounds;
};

let roundSerial = 0;

/** Records rounds as `round.settled` events in one statement, each at its own settlement time. */
export const recordRounds = async (db: Database, tree: PlayTree, rounds: PlayRound[]) => {
  if (rounds.length === 0) return;
  await db.insert(domainEvents).values(
    rounds.map((round) => {
      roundSerial += 1;
      return {
        type: 'round.settled' as const,
        memberId: round.memberId,
        occurredAt: round.at,
        payload: {
          vassalage: 'PROOF',
          roundId: `proof-${roundSerial}`,
          nodeId: 1,
          category: round.category,
          stake: String(round.stake),
          validBet: String(round.validBet),
          payout: String(round.payout),
          uplineIds: tree.chains.get(round.memberId) ?? [],
        },
      };
    }),
  );
};

/** The rounds as the model counts them: in their own slot, or the first open one when recorded after the seal. */
export const modelRounds = (rounds: PlayRound[], sealedThrough: Date | null): ModelRound[] =>
  rounds.map((round) => {
    const slot = slotOf(round.at);
    return {
      memberId: round.memberId,
      slot: sealedThrough && sealedThrough > slot ? sealedThrough : slot,
      category: round.category,
      stake: round.stake,
      validBet: round.validBet,
      payout: round.payout,
    };
  });

/** A signed contract as the lifecycle leaves it: the row and its terms from `from`. */
export const signContract = async (
  db: Database,
  input: {
    kind: ContractKind;
    product: ContractProduct;
    uplineId: number | null;
    downlineId: number;
    terms: ContractTerms;
    from: Date;
  },
): Promise<ModelContract> => {
  const [row] = await db
    .insert(contracts)
    .values({
      kind: input.kind,
      product: input.product,
      uplineId: input.uplineId,
      downlineId: input.downlineId,
      status: 'SIGNED',
      terms: input.terms,
      createdAt: input.from,
      signedAt: input.from,
      effectiveFrom: input.from,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('no contract');
  await db
    .insert(contractTerms)
    .values({ contractId: row.id, terms: input.terms, effectiveFrom: input.from });
  return {
    id: row.id,
    kind: input.kind,
    product: input.product,
    uplineId: input.uplineId,
    downlineId: input.downlineId,
    terms: [{ from: input.from, to: null, terms: input.terms }],
  };
};

/** An accepted change as the lifecycle applies it: the open terms end at `at`, the new ones start. */
export const changeContract = async (
  db: Database,
  contract: ModelContract,
  terms: ContractTerms,
  at: Date,
) => {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update ${contractTerms} set effective_to = ${at.toISOString()}::timestamptz where contract_id = ${contract.id} and effective_to is null`,
    );
    await tx.insert(contractTerms).values({ contractId: contract.id, terms, effectiveFrom: at });
    await tx.execute(
      sql`update ${contracts} set terms = ${JSON.stringify(terms)}::jsonb, signed_at = ${at.toISOString()}::timestamptz, effective_from = ${at.toISOString()}::timestamptz, version = version + 1 where id = ${contract.id}`,
    );
  });
  const open = contract.terms.at(-1);
  if (open) open.to = at;
  contract.terms.push({ from: at, to: null, terms });
};

/** A confirmed termination as the lifecycle applies it: cancelled, its terms closed at `at`. */
export const endContract = async (db: Database, contract: ModelContract, at: Date) => {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update ${contractTerms} set effective_to = ${at.toISOString()}::timestamptz where contract_id = ${contract.id} and effective_to is null`,
    );
    await tx.execute(
      sql`update ${contracts} set status = 'CANCELLED', ended_at = ${at.toISOString()}::timestamptz, version = version + 1 where id = ${contract.id}`,
    );
  });
  const open = contract.terms.at(-1);
  if (open) open.to = at;
};

/** The operator's policy of a kind, as the console's policy page saves it. */
export const setPolicy = async (db: Database, kind: ContractKind, policy: ContractPolicy, at: Date) => {
  await db
    .insert(contractPolicies)
    .values({ kind, policy, updatedAt: at })
    .onConflictDoUpdate({ target: contractPolicies.kind, set: { policy, updatedAt: at } });
};

/** Turns the four contract kinds' white-label switches on (they start off, under the agent switch). */
export const switchContractsOn = async (t: TestApp) => {
  const kinds = new Set<string>([
    MODULE_ID.DIVIDEND,
    MODULE_ID.DAILY_SALARY,
    MODULE_ID.HOURLY_SALARY,
    MODULE_ID.REALTIME_SALARY,
  ]);
  const on = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.enabled || kinds.has(node.modId),
      childrenNodes: on(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(on(await t.services.system.getWhitelabel()));
};
