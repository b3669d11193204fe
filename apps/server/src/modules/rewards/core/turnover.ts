import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  TURNOVER_WEIGHT_SCALE,
  formatMinorUnits,
  type Language,
  type TurnoverAdminRow,
  type TurnoverOverview,
  type TurnoverRequirement,
  type TurnoverStatus,
} from '@platform/contract';
import type { Clock } from '../../../platform/clock.ts';
import { queryRows, type Database, type Executor } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import type { EventsService } from '../../../platform/events/service.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import { walletAccounts } from '../../../platform/ledger/tables.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { MembersService } from '../../members/service.ts';
import type { SystemService } from '../../system/service.ts';
import { rewards, turnoverRequirements, type StoredTurnoverRule } from './tables.ts';

export const TURNOVER_CONSUMER = 'rewards-turnover';

type RequirementRow = typeof turnoverRequirements.$inferSelect;

/** required = floor(base × multiple / 100), base = the bonus (plus the deposit for BONUS_PLUS_DEPOSIT). */
export const requiredTurnover = (bonus: bigint, rule: StoredTurnoverRule) => {
  const base = rule.base === 'BONUS_PLUS_DEPOSIT' ? bonus + BigInt(rule.depositAmount ?? '0') : bonus;
  return (base * BigInt(rule.multiple)) / 100n;
};

/**
 * Bonus turnover: a claimed bonus with a rule opens a requirement; the `rewards-turnover` consumer
 * adds Σ floor(validBet × weight / TURNOVER_WEIGHT_SCALE) of the member's settled rounds since its
 * start, once per event in the transaction of its checkpoint, and marks it MET when it reaches the
 * required amount (counted stops there, so how the events are batched never changes the result).
 * While ACTIVE its bonus is locked: withdrawable = max(0, main balance − Σ locked bonuses).
 */
export const createTurnover = ({
  db,
  events,
  clock,
}: {
  db: Database;
  events: EventsService;
  clock: Clock;
}) => {
  const consumer = events.consumer({
    name: TURNOVER_CONSUMER,
    apply: async (tx, batch) => {
      const now = clock.now().toISOString();
      await tx.execute(sql`
        with played as (
          select r.id, sum(floor(
            (domain_events.payload->>'validBet')::numeric
            * coalesce((r.weights->>(domain_events.payload->>'category'))::numeric, 0) / ${TURNOVER_WEIGHT_SCALE}
          ))::bigint as added
          from domain_events
          join ${turnoverRequirements} r on r.member_id = domain_events.member_id
            and r.status = 'ACTIVE' and domain_events.occurred_at >= r.started_at
          where ${batch.range} and domain_events.type = 'round.settled'
          group by r.id
        )
        update ${turnoverRequirements} t set
          counted = least(t.required, t.counted + played.added),
          status = case when t.counted + played.added >= t.required then 'MET' else t.status end,
          ended_at = case when t.counted + played.added >= t.required then ${now}::timestamptz else t.ended_at end
        from played
        where t.id = played.id and played.added > 0`);
    },
    // A replay counts every requirement again from its start.
    reset: async (tx) => {
      await tx
        .update(turnoverRequirements)
        .set({ counted: 0n, status: 'ACTIVE', endedAt: null })
        .where(
          sql`${turnoverRequirements.status} in ('ACTIVE', 'MET') and ${turnoverRequirements.required} > 0`,
        );
    },
  });

  /** Balance and locked bonus read by one statement (one snapshot): a claim committing meanwhile is seen whole or not at all. */
  const figures = async (executor: Executor, memberId: number) => {
    const [row] = await queryRows<{ balance: string | null; locked: string }>(
      executor,
      sql`select
        (select ${walletAccounts.balance}::text from ${walletAccounts}
          where ${walletAccounts.memberId} = ${memberId} and ${walletAccounts.kind} = 'MAIN') as balance,
        (select coalesce(sum(${turnoverRequirements.bonus}), 0)::text from ${turnoverRequirements}
          where ${turnoverRequirements.memberId} = ${memberId} and ${turnoverRequirements.status} = 'ACTIVE') as locked`,
    );
    const balance = BigInt(row?.balance ?? '0');
    const locked = BigInt(row?.locked ?? '0');
    const withdrawable = balance > locked ? balance - locked : 0n;
    return { balance, locked, withdrawable };
  };

  const view = (row: RequirementRow, title: string, timeZone: string): TurnoverRequirement => ({
    id: row.id,
    rewardId: row.rewardId,
    title,
    bonus: formatMinorUnits(row.bonus),
    base: row.base,
    multiple: row.multiple,
    required: formatMinorUnits(row.required),
    counted: formatMinorUnits(row.counted),
    weights: row.weights,
    status: row.status,
    startedAt: formatTimestamp(row.startedAt, timeZone),
    endedAt: row.endedAt ? formatTimestamp(row.endedAt, timeZone) : null,
  });

  const withTitles = (where: ReturnType<typeof and>) =>
    db
      .select({ requirement: turnoverRequirements, title: rewards.title })
      .from(turnoverRequirements)
      .innerJoin(rewards, eq(rewards.id, turnoverRequirements.rewardId))
      .where(where);

  return {
    consumer,
    drain: () => consumer.drain(),

    /** Opens a claimed bonus's requirement in the claim's transaction (MET at once when nothing is required). */
    open: async (
      tx: Executor,
      input: { rewardId: number; memberId: number; bonus: bigint; rule: StoredTurnoverRule; now: Date },
    ) => {
      const required = requiredTurnover(input.bonus, input.rule);
      await tx.insert(turnoverRequirements).values({
        rewardId: input.rewardId,
        memberId: input.memberId,
        bonus: input.bonus,
        base: input.rule.base,
        multiple: input.rule.multiple,
        weights: input.rule.weights,
        required,
        status: required > 0n ? 'ACTIVE' : 'MET',
        startedAt: input.now,
        endedAt: required > 0n ? null : input.now,
      });
    },

    figures,

    /** What the member may withdraw now, read in the caller's transaction; `locked` 0 means no requirement holds. */
    withdrawable: async (executor: Executor, memberId: number) => {
      const { locked, withdrawable } = await figures(executor, memberId);
      return { locked, withdrawable };
    },

    /** The member's requirements, newest first (the ended ones of the last ones too), and what may be withdrawn. */
    overview: async (
      memberId: number,
      language: Language,
      system: SystemService,
    ): Promise<TurnoverOverview> => {
      const [rows, numbers, { timeZone }] = await Promise.all([
        withTitles(eq(turnoverRequirements.memberId, memberId))
          .orderBy(desc(turnoverRequirements.id))
          .limit(50),
        figures(db, memberId),
        system.getSiteSetting(),
      ]);
      return {
        list: rows.map(({ requirement, title }) => view(requirement, title[language], timeZone)),
        balance: formatMinorUnits(numbers.balance),
        locked: formatMinorUnits(numbers.locked),
        withdrawable: formatMinorUnits(numbers.withdrawable),
      };
    },

    adminList: async (
      query: {
        memberId: number | undefined;
        status: TurnoverStatus | undefined;
        pageNum: number;
        pageSize: number;
      },
      language: Language,
      deps: { members: Pick<MembersService, 'findUsernames'>; system: SystemService },
    ) => {
      const where = and(
        query.memberId === undefined ? undefined : eq(turnoverRequirements.memberId, query.memberId),
        query.status ? eq(turnoverRequirements.status, query.status) : undefined,
      );
      const [[total], rows, { timeZone }] = await Promise.all([
        db.select({ n: count() }).from(turnoverRequirements).where(where),
        withTitles(where)
          .orderBy(desc(turnoverRequirements.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        deps.system.getSiteSetting(),
      ]);
      const names = await deps.members.findUsernames(rows.map(({ requirement }) => requirement.memberId));
      const n = total?.n ?? 0;
      return {
        list: rows.map(({ requirement, title }): TurnoverAdminRow => ({
          ...view(requirement, title[language], timeZone),
          memberId: requirement.memberId,
          account: names.get(requirement.memberId) ?? '',
        })),
        total: n,
        totalPages: Math.ceil(n / query.pageSize),
      };
    },

    /**
     * Ends an ACTIVE requirement (staff), answered with its title in the staff member's language: CANCELLED leaves the bonus with the member; FORFEITED takes
     * min(bonus, balance) back to the operator's bonus account (type BONUS_FORFEIT). Audited with the reason.
     */
    end: async (
      actor: Actor,
      id: number,
      reason: string,
      status: 'CANCELLED' | 'FORFEITED',
      language: Language,
      deps: {
        audit: AuditService;
        ledger: LedgerService;
        members: Pick<MembersService, 'findUsernames'>;
        system: SystemService;
      },
    ): Promise<TurnoverAdminRow> => {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(turnoverRequirements)
          .set({ status, endedAt: now })
          .where(and(eq(turnoverRequirements.id, id), eq(turnoverRequirements.status, 'ACTIVE')))
          .returning();
        if (!ended) {
          const [exists] = await tx
            .select({ id: turnoverRequirements.id })
            .from(turnoverRequirements)
            .where(eq(turnoverRequirements.id, id));
          throw new AppError(exists ? 'bonus_not_active' : 'not_found_entity');
        }
        let taken = 0n;
        if (status === 'FORFEITED') {
          const { balance } = await figures(tx, ended.memberId);
          taken = ended.bonus < balance ? ended.bonus : balance;
          if (taken > 0n) {
            const result = await deps.ledger.transfer(
              {
                idempotencyKey: `forfeit:${ended.id}`,
                from: { memberId: ended.memberId, kind: 'MAIN' },
                to: { operator: 'BONUS' },
                amount: taken,
                type: 'BONUS_FORFEIT',
                metadata: { requirementId: ended.id, rewardId: ended.rewardId },
              },
              tx,
            );
            await tx
              .update(turnoverRequirements)
              .set({ forfeitTransferId: result.transfer.id })
              .where(eq(turnoverRequirements.id, ended.id));
          }
        }
        await deps.audit.record(tx, actor, {
          action: status === 'FORFEITED' ? 'bonus.forfeit' : 'bonus.cancel',
          targetType: 'turnover_requirement',
          targetId: ended.id,
          before: {
            status: 'ACTIVE',
            counted: ended.counted.toString(),
            required: ended.required.toString(),
          },
          after: { status, reason, taken: taken.toString() },
        });
        return ended;
      });
      const [[withTitle], names, { timeZone }] = await Promise.all([
        withTitles(eq(turnoverRequirements.id, row.id)),
        deps.members.findUsernames([row.memberId]),
        deps.system.getSiteSetting(),
      ]);
      return {
        ...view(withTitle?.requirement ?? row, withTitle?.title[language] ?? '', timeZone),
        memberId: row.memberId,
        account: names.get(row.memberId) ?? '',
      };
    },
  };
};
export type Turnover = ReturnType<typeof createTurnover>;
