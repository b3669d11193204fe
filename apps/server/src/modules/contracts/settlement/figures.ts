import { sql } from 'drizzle-orm';
import type { ContractProduct } from '@platform/contract';
import { queryRows, type Executor } from '../../../platform/db/client.ts';
import { agentTree } from '../../../platform/agent-tree/tables.ts';
import type { EventConsumer, EventsService } from '../../../platform/events/service.ts';
import { contractFigureSeal, contractFigureSlots, contractRounds } from '../tables.ts';

export const CONTRACT_FIGURES_CONSUMER = 'contract-figures';

/**
 * The contracts' own figures of the settled rounds (binding rule "figures, late data exact"): each
 * `round.settled` event is booked once into `contract_rounds` and summed into the member's
 * 5-minute slot of `contract_figure_slots`, at the slot of its settlement or, when that slot is
 * sealed, the first slot still open. A settlement seals through its period's end under the
 * consumer's lock before it reads the period's slots, so the slots it reads never change again and
 * a round settled late counts in the next period: never lost, never twice.
 */
export const createContractFigures = ({ events }: { events: EventsService }) => {
  const consumer: EventConsumer = events.consumer(
    {
      name: CONTRACT_FIGURES_CONSUMER,
      apply: async (tx, batch) => {
        await tx.execute(sql`
          with sealed as (
            select coalesce(max(${contractFigureSeal.sealedThrough}), '-infinity'::timestamptz) as through
            from ${contractFigureSeal}
          ), booked as (
            insert into ${contractRounds} (event_id, member_id, slot, category, stake, valid_bet, payout, draw_key)
            select domain_events.id, domain_events.member_id,
              greatest(date_bin('5 minutes', domain_events.occurred_at, '2000-01-01T00:00:00Z'), sealed.through),
              payload->>'category', (payload->>'stake')::bigint, (payload->>'validBet')::bigint,
              (payload->>'payout')::bigint,
              (payload->>'vassalage') || ':' || (payload->>'nodeId') || ':' || (payload->>'drawNo')
            from domain_events cross join sealed
            where ${batch.range} and domain_events.type = 'round.settled' and domain_events.member_id is not null
            on conflict (event_id) do nothing
            returning member_id, slot, category, stake, valid_bet, payout
          )
          insert into ${contractFigureSlots} (member_id, slot, category, bet_count, stake, valid_bet, payout)
          select member_id, slot, category, count(*)::int, sum(stake), sum(valid_bet), sum(payout)
          from booked group by 1, 2, 3
          on conflict (member_id, slot, category) do update set
            bet_count = contract_figure_slots.bet_count + excluded.bet_count,
            stake = contract_figure_slots.stake + excluded.stake,
            valid_bet = contract_figure_slots.valid_bet + excluded.valid_bet,
            payout = contract_figure_slots.payout + excluded.payout`);
      },
      // A replay books every round at its own slot again: the seal goes with the figures.
      reset: async (tx) => {
        await tx.delete(contractFigureSlots);
        await tx.delete(contractRounds);
        await tx.delete(contractFigureSeal);
      },
    },
    5_000,
  );

  return {
    consumer,
    /** Books every round settled so far (the app ticks it every second, as the statistics). */
    drain: () => consumer.drain(),
    /**
     * Seals the slots before `end`, in the settlement's transaction: call `drain()` first, outside
     * it. The consumer is held until the transaction ends, so no batch is half on either side.
     */
    seal: async (tx: Executor, end: Date) => {
      await consumer.hold(tx);
      await tx.execute(sql`
        insert into ${contractFigureSeal} (id, sealed_through) values (1, ${end.toISOString()}::timestamptz)
        on conflict (id) do update
          set sealed_through = greatest(${contractFigureSeal.sealedThrough}, excluded.sealed_through)`);
    },
  };
};
export type ContractFigures = ReturnType<typeof createContractFigures>;

/** A range of slots, `[start, end)`, and the product it counts (ALL: every category). */
export interface FigureRange {
  start: Date;
  end: Date;
  product: ContractProduct;
}

const categoryFilter = (product: ContractProduct) =>
  product === 'ALL' ? sql`` : sql`and category = ${product}`;

/** One team's figures over a range: the agent and its downlines at any depth. */
export interface TeamFigures {
  validBet: bigint;
  stake: bigint;
  payout: bigint;
  /** Downlines (depth 1 and below) whose valid bet over the range reaches the threshold. */
  activeMembers: number;
}

export const NO_FIGURES: TeamFigures = { validBet: 0n, stake: 0n, payout: 0n, activeMembers: 0 };

/** The team figures of each agent over a range, from the slots (agents with no play are absent). */
export const readTeamFigures = async (
  executor: Executor,
  agentIds: readonly number[],
  range: FigureRange,
  activeThreshold: bigint,
): Promise<Map<number, TeamFigures>> => {
  if (agentIds.length === 0) return new Map();
  const rows = await queryRows<{
    agent_id: string | number;
    valid_bet: string;
    stake: string;
    payout: string;
    active: string | number;
  }>(
    executor,
    sql`
    with played as (
      select member_id, sum(valid_bet) as valid_bet, sum(stake) as stake, sum(payout) as payout
      from ${contractFigureSlots}
      where slot >= ${range.start.toISOString()}::timestamptz and slot < ${range.end.toISOString()}::timestamptz
        ${categoryFilter(range.product)}
      group by member_id
    )
    select tree.ancestor_id as agent_id, sum(p.valid_bet)::text as valid_bet, sum(p.stake)::text as stake,
      sum(p.payout)::text as payout,
      count(*) filter (where tree.depth >= 1 and p.valid_bet >= ${activeThreshold.toString()}::bigint) as active
    from ${agentTree} tree join played p on p.member_id = tree.member_id
    where tree.ancestor_id = any(${`{${agentIds.join(',')}}`}::bigint[])
    group by tree.ancestor_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.agent_id),
      {
        validBet: BigInt(row.valid_bet),
        stake: BigInt(row.stake),
        payout: BigInt(row.payout),
        activeMembers: Number(row.active),
      },
    ]),
  );
};

/**
 * The single bets of each agent's team over a range, grouped by valid bet and outcome (for the
 * real-time salary): a round is one bet, and a member's lottery rounds on one draw are one bet
 * together (the real-time salary's tiers are by single bet amount per draw or round).
 */
export interface TeamRounds {
  validBet: bigint;
  /** -1 the player lost (payout below stake), 1 won, 0 a push. */
  outcome: -1 | 0 | 1;
  rounds: number;
}

export const readTeamRounds = async (
  executor: Executor,
  agentIds: readonly number[],
  range: FigureRange,
): Promise<Map<number, TeamRounds[]>> => {
  const byAgent = new Map<number, TeamRounds[]>();
  if (agentIds.length === 0) return byAgent;
  const rows = await queryRows<{
    agent_id: string | number;
    valid_bet: string;
    outcome: string | number;
    rounds: string | number;
  }>(
    executor,
    sql`
    with bets as (
      select member_id, sum(valid_bet) as valid_bet, sum(payout) - sum(stake) as net
      from ${contractRounds}
      where slot >= ${range.start.toISOString()}::timestamptz and slot < ${range.end.toISOString()}::timestamptz
        ${categoryFilter(range.product)}
      group by member_id, coalesce(draw_key, event_id::text)
    )
    select tree.ancestor_id as agent_id, b.valid_bet::text as valid_bet, sign(b.net)::int as outcome,
      count(*) as rounds
    from bets b join ${agentTree} tree on tree.member_id = b.member_id
    where tree.ancestor_id = any(${`{${agentIds.join(',')}}`}::bigint[])
    group by 1, 2, 3`,
  );
  for (const row of rows) {
    const agentId = Number(row.agent_id);
    const list = byAgent.get(agentId) ?? [];
    list.push({
      validBet: BigInt(row.valid_bet),
      outcome: Number(row.outcome) as -1 | 0 | 1,
      rounds: Number(row.rounds),
    });
    byAgent.set(agentId, list);
  }
  return byAgent;
};
