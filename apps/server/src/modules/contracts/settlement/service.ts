import { and, count, desc, eq, gt, inArray, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  DIVIDEND_PERIODS,
  MODULE_ID,
  SETTLEMENT_STATUSES,
  formatMinorUnits,
  validationText,
  type ContractKind,
  type Language,
  type Settlement,
  type SettlementAdminQuery,
  type SettlementRun,
  type SettlementStatus,
} from '@platform/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { assertDayRangeWithin } from '../../../platform/db/day-range.ts';
import { AppError, fieldError } from '../../../platform/http/errors.ts';
import type { Actor, AuditService } from '../../../platform/audit/service.ts';
import { jobRuns } from '../../../platform/jobs/tables.ts';
import { periodAt, type Period } from '../../../platform/jobs/periods.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import { formatTimestamp } from '../../../platform/time.ts';
import type { MembersService } from '../../members/service.ts';
import type { NotificationsService } from '../../notifications/service.ts';
import type { SystemService } from '../../system/service.ts';
import { contractSettlements } from '../tables.ts';
import { periodLastInstant, readContractPolicy, termsInForce, type TermsInForce } from '../terms.ts';
import type { ContractFigures } from './figures.ts';
import {
  SETTLEMENT_JOBS,
  dailyPeriod,
  dividendPeriodAt,
  dividendPeriodEndingWith,
  hourlyPeriodAt,
  hourlyPeriodEndingWith,
  jobPeriodOfKey,
  realtimePeriod,
} from './periods.ts';
import {
  computeSettlements,
  ofDividendPeriod,
  payInTransaction,
  payRecord,
  previousCarriedOut,
  type SettlementRow,
} from './settle.ts';

/** A new record: nothing due, or due (paid at once below, in AUTO mode). */
const statusOf = (amount: bigint): SettlementStatus => (amount === 0n ? 'NO_PAYOUT' : 'PENDING');

/** The longest range of days the member's settlement list covers. */
const MAX_LIST_DAYS = 93;
/** Records written per statement: 14 parameters each, well within PostgreSQL's 65,535. */
const RECORD_BATCH = 1_000;
/** Records paid per transaction. */
const PAY_BATCH = 200;

type Notice = Awaited<ReturnType<NotificationsService['record']>>;

export type SettlementService = ReturnType<typeof createSettlementService>;

/**
 * Contract settlements (binding rules "settlement formulas", "payment", "jobs"): each kind's period
 * job settles the contracts in force at its period's end once, pays each record from the operator's
 * commission account (at once, or after a staff approval), and answers the records, runs, approvals,
 * re-runs and adjustments.
 */
export const createSettlementService = ({
  db,
  ledger,
  notifications,
  members,
  system,
  audit,
  figures,
  clock,
}: {
  db: Database;
  ledger: LedgerService;
  notifications: NotificationsService;
  members: MembersService;
  system: SystemService;
  audit: AuditService;
  figures: ContractFigures;
  clock: Clock;
}) => {
  const timeZone = async () => (await system.getSiteSetting()).timeZone;

  /** The settlement periods a job period closes, each with the contracts it settles. */
  const closedBy = async (
    executor: Executor,
    kind: ContractKind,
    jobPeriod: Period,
    hourlyPeriod: 'HOUR' | 'HALF_HOUR',
    zone: string,
  ): Promise<{ period: Period; contracts: TermsInForce[] }[]> => {
    const inForce = await termsInForce(executor, kind, periodLastInstant(jobPeriod.end));
    switch (kind) {
      case 'DAILY_SALARY':
        return [{ period: dailyPeriod(jobPeriod), contracts: inForce }];
      case 'REALTIME_SALARY':
        return [{ period: realtimePeriod(jobPeriod), contracts: inForce }];
      case 'HOURLY_SALARY': {
        const period = hourlyPeriodEndingWith(hourlyPeriod, jobPeriod, zone);
        return period ? [{ period, contracts: inForce }] : [];
      }
      case 'DIVIDEND':
        return DIVIDEND_PERIODS.flatMap((calendar) => {
          const period = dividendPeriodEndingWith(calendar, jobPeriod, zone);
          return period ? [{ period, contracts: ofDividendPeriod(inForce, calendar) }] : [];
        });
    }
  };

  const pushAll = async (notices: (Notice | null)[]) => {
    for (const notice of notices) if (notice) await notifications.push(notice);
  };

  /** The records of a kind's periods still to be paid: AUTO ones pending, and any whose payment failed. */
  const payable = (kind: ContractKind, periods: string[], ids?: number[]) =>
    and(
      eq(contractSettlements.kind, kind),
      inArray(contractSettlements.period, periods),
      ids ? inArray(contractSettlements.id, ids) : undefined,
      or(
        and(eq(contractSettlements.status, 'PENDING'), eq(contractSettlements.payoutMode, 'AUTO')),
        eq(contractSettlements.status, 'FAILED'),
      ),
    );

  const payableIds = async (kind: ContractKind, periods: string[]) =>
    periods.length === 0
      ? []
      : (
          await db
            .select({ id: contractSettlements.id })
            .from(contractSettlements)
            .where(payable(kind, periods))
            .orderBy(contractSettlements.id)
        ).map((row) => row.id);

  /**
   * Pays records in batches, each batch one transaction without a savepoint per record (past 64
   * subtransactions PostgreSQL slows every statement); a batch the ledger refuses is paid again
   * record by record, each refused one left FAILED. Rows are locked and read again first, so an
   * approval or another instance paying at once finds them paid; the ledger keys move money once.
   */
  const payRecords = async (kind: ContractKind, periods: string[], ids: number[], now: Date) => {
    const totals = { paid: 0, failed: 0 };
    const notices: (Notice | null)[] = [];
    const deps = { ledger, notifications, now };
    const lock = (tx: Executor, batch: number[]) =>
      tx
        .select()
        .from(contractSettlements)
        .where(payable(kind, periods, batch))
        .orderBy(contractSettlements.id)
        .for('update');
    for (let first = 0; first < ids.length; first += PAY_BATCH) {
      const batch = ids.slice(first, first + PAY_BATCH);
      try {
        const paid = await db.transaction(async (tx) => {
          const results = [];
          for (const row of await lock(tx, batch)) results.push(await payInTransaction(tx, deps, row));
          return results;
        });
        totals.paid += paid.length;
        notices.push(...paid.map((result) => result.notice));
      } catch {
        for (const id of batch) {
          const result = await db.transaction(async (tx) => {
            const [row] = await lock(tx, [id]);
            return row ? payRecord(tx, deps, row) : null;
          });
          if (!result) continue;
          notices.push(result.notice);
          if (result.row.status === 'PAID') totals.paid += 1;
          else totals.failed += 1;
        }
      }
    }
    await pushAll(notices);
    return totals;
  };

  /**
   * Settles what a job period of a kind closes: in one transaction, seals the figures through its
   * end and writes a record for each contract in force that has none (with the kind's payout mode);
   * then pays the AUTO records still pending and the failed ones. Runs any number of times with the
   * same outcome: records are unique per kind, period and contract, payments keyed by them, and a
   * run stopped between the two steps leaves its records for the next run to pay.
   */
  const settle = async (kind: ContractKind, jobPeriod: Period) => {
    const [zone, policy] = [await timeZone(), await readContractPolicy(db, kind)];
    await figures.drain();
    const now = clock.now();
    const written = await db.transaction(async (tx) => {
      await figures.seal(tx, jobPeriod.end);
      const totals = { records: 0, created: 0, pending: 0, periods: [] as string[] };
      for (const { period, contracts } of await closedBy(tx, kind, jobPeriod, policy.hourlyPeriod, zone)) {
        if (contracts.length === 0) continue;
        totals.periods.push(period.key);
        const carriedIn =
          kind === 'DIVIDEND' ? await previousCarriedOut(tx, contracts, period, zone) : undefined;
        const computed = await computeSettlements(tx, {
          kind,
          period,
          contracts,
          policy,
          timeZone: zone,
          ...(carriedIn ? { carriedIn } : {}),
        });
        // In batches: one statement of 20,000 records overflows the query builder's stack and
        // PostgreSQL's 65,535 parameters.
        for (let first = 0; first < computed.length; first += RECORD_BATCH) {
          const created = await tx
            .insert(contractSettlements)
            .values(
              computed.slice(first, first + RECORD_BATCH).map((item) => ({
                kind,
                product: item.contract.product,
                period: period.key,
                periodStart: period.start,
                periodEnd: period.end,
                contractId: item.contract.contractId,
                agentId: item.contract.downlineId,
                figures: item.figures,
                amount: item.amount,
                status: statusOf(item.amount),
                payoutMode: policy.payoutMode,
                reason: null,
                createdAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ status: contractSettlements.status });
          totals.created += created.length;
          if (policy.payoutMode === 'APPROVAL')
            totals.pending += created.filter((row) => row.status === 'PENDING').length;
        }
        const [all] = await tx
          .select({ n: count() })
          .from(contractSettlements)
          .where(and(eq(contractSettlements.kind, kind), eq(contractSettlements.period, period.key)));
        totals.records += all?.n ?? 0;
      }
      return totals;
    });
    const { periods, ...counts } = written;
    const paid = await payRecords(kind, periods, await payableIds(kind, periods), now);
    return { ...counts, ...paid };
  };

  // ---- Reading records ----------------------------------------------------------------------

  const toSettlement = (row: SettlementRow, accounts: Map<number, string>, zone: string): Settlement => ({
    id: row.id,
    kind: row.kind,
    product: row.product,
    period: row.period,
    periodStart: formatTimestamp(row.periodStart, zone),
    periodEnd: formatTimestamp(row.periodEnd, zone),
    agent: { id: row.agentId, account: accounts.get(row.agentId) ?? '' },
    contractId: row.contractId,
    figures: row.figures,
    amount: formatMinorUnits(row.amount),
    adjustment: formatMinorUnits(row.adjustment),
    status: row.status,
    reason: row.reason,
    transferId: row.transferId,
    createdAt: formatTimestamp(row.createdAt, zone),
    settledAt: row.settledAt ? formatTimestamp(row.settledAt, zone) : null,
  });

  const present = async (rows: SettlementRow[]) => {
    const [zone, accounts] = await Promise.all([
      timeZone(),
      members.findUsernames([...new Set(rows.map((row) => row.agentId))]),
    ]);
    return rows.map((row) => toSettlement(row, accounts, zone));
  };

  const page = async (where: SQL | undefined, paging: { pageNum: number; pageSize: number }) => {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(contractSettlements)
        .where(where)
        .orderBy(desc(contractSettlements.periodEnd), desc(contractSettlements.id))
        .limit(paging.pageSize)
        .offset((paging.pageNum - 1) * paging.pageSize),
      db
        .select({ n: count(), amount: sum(contractSettlements.amount) })
        .from(contractSettlements)
        .where(where),
    ]);
    const total = totals?.n ?? 0;
    return {
      list: await present(rows),
      total,
      totalPages: Math.ceil(total / paging.pageSize),
      amount: formatMinorUnits(BigInt(totals?.amount ?? 0)),
    };
  };

  /** Refuses a kind whose white-label switch is off. */
  const requireKind = async (kind: ContractKind) => {
    if (!(await system.getFeatures())[MODULE_ID[kind]]) throw new AppError('contract_kind_disabled');
  };

  /** The record of an id, locked for the rest of the caller's transaction. */
  const lockRecord = async (tx: Executor, id: number) => {
    const [row] = await tx
      .select()
      .from(contractSettlements)
      .where(eq(contractSettlements.id, id))
      .for('update');
    if (!row) throw new AppError('not_found_entity');
    return row;
  };

  // ---- Runs ----------------------------------------------------------------------------------

  const kindOfJob = new Map(
    (Object.entries(SETTLEMENT_JOBS) as [ContractKind, (typeof SETTLEMENT_JOBS)[ContractKind]][]).map(
      ([kind, job]) => [job.name as string, kind],
    ),
  );

  /** Each run with its records' totals: the records of its kind whose period ends with the run's. */
  const runsOf = async (runs: (typeof jobRuns.$inferSelect)[]): Promise<SettlementRun[]> => {
    const zone = await timeZone();
    return Promise.all(
      runs.map(async (run) => {
        const kind = kindOfJob.get(run.job) as ContractKind;
        const byStatus = await db
          .select({ status: contractSettlements.status, n: count(), amount: sum(contractSettlements.amount) })
          .from(contractSettlements)
          .where(and(eq(contractSettlements.kind, kind), eq(contractSettlements.periodEnd, run.periodEnd)))
          .groupBy(contractSettlements.status);
        const amountOf = (status: SettlementStatus) =>
          formatMinorUnits(BigInt(byStatus.find((row) => row.status === status)?.amount ?? 0));
        return {
          kind,
          period: run.period,
          periodStart: formatTimestamp(run.periodStart, zone),
          periodEnd: formatTimestamp(run.periodEnd, zone),
          status: run.status,
          attempts: run.attempts,
          error: run.error,
          startedAt: formatTimestamp(run.claimedAt, zone),
          finishedAt: run.finishedAt ? formatTimestamp(run.finishedAt, zone) : null,
          records: byStatus.reduce((total, row) => total + row.n, 0),
          byStatus: Object.fromEntries(
            SETTLEMENT_STATUSES.map((status) => [
              status,
              byStatus.find((row) => row.status === status)?.n ?? 0,
            ]),
          ) as SettlementRun['byStatus'],
          paid: amountOf('PAID'),
          pending: amountOf('PENDING'),
        };
      }),
    );
  };

  const jobNamesOf = (kind: ContractKind | undefined) =>
    kind ? [SETTLEMENT_JOBS[kind].name] : Object.values(SETTLEMENT_JOBS).map((job) => job.name);

  // ---- Estimate ------------------------------------------------------------------------------

  /** The open period of a kind (and dividend calendar) that contains an instant. */
  const openPeriodAt = (
    kind: ContractKind,
    contract: TermsInForce,
    at: Date,
    zone: string,
    hourly: 'HOUR' | 'HALF_HOUR',
  ): Period => {
    switch (kind) {
      case 'DAILY_SALARY':
        return dailyPeriod(periodAt({ every: 'day' }, at, zone));
      case 'REALTIME_SALARY':
        return realtimePeriod(periodAt({ every: 'minutes', minutes: 5 }, at, zone));
      case 'HOURLY_SALARY':
        return hourlyPeriodAt(hourly, at, zone);
      case 'DIVIDEND':
        return dividendPeriodAt(
          contract.terms.kind === 'DIVIDEND' ? contract.terms.period : 'DAILY',
          at,
          zone,
        );
    }
  };

  return {
    settle,

    /** The period job of each kind, for the app's runner. */
    jobs: () =>
      (Object.entries(SETTLEMENT_JOBS) as [ContractKind, (typeof SETTLEMENT_JOBS)[ContractKind]][]).map(
        ([kind, job]) => ({
          name: job.name,
          period: job.period,
          lagMs: job.lagMs,
          catchUp: job.catchUp,
          run: ({ period }: { period: Period }) => settle(kind, period),
        }),
      ),

    /** The caller's own records of a kind whose period ended within the days. */
    listOwn: async (
      memberId: number,
      query: {
        kind: ContractKind;
        startDate: string;
        endDate: string;
        status?: SettlementStatus | undefined;
        pageNum: number;
        pageSize: number;
      },
      language: Language,
    ) => {
      await members.requireAgent(memberId);
      await requireKind(query.kind);
      assertDayRangeWithin(query, MAX_LIST_DAYS, language);
      const zone = await timeZone();
      return page(
        and(
          eq(contractSettlements.agentId, memberId),
          eq(contractSettlements.kind, query.kind),
          gt(contractSettlements.periodEnd, sql`(${query.startDate}::date)::timestamp at time zone ${zone}`),
          lte(
            contractSettlements.periodEnd,
            sql`(${query.endDate}::date + 1)::timestamp at time zone ${zone}`,
          ),
          query.status ? eq(contractSettlements.status, query.status) : undefined,
        ),
        query,
      );
    },

    /**
     * The open period's estimate of each of the caller's contracts of a kind in force now, computed
     * as the settlement will be (with its direct downlines' contracts), from the figures so far.
     */
    estimate: async (memberId: number, kind: ContractKind) => {
      await members.requireAgent(memberId);
      await requireKind(kind);
      const [zone, policy] = [await timeZone(), await readContractPolicy(db, kind)];
      // Books what is waiting unless a settlement holds the figures (the tick books the rest).
      await figures.consumer.poll();
      const now = clock.now();
      const inForce = await termsInForce(db, kind, now);
      const list = [];
      for (const own of inForce.filter((contract) => contract.downlineId === memberId)) {
        const period = openPeriodAt(kind, own, now, zone, policy.hourlyPeriod);
        const contracts = [
          own,
          ...inForce.filter(
            (contract) =>
              contract.uplineId === memberId &&
              contract.product === own.product &&
              (kind !== 'DIVIDEND' ||
                (contract.terms.kind === 'DIVIDEND' &&
                  own.terms.kind === 'DIVIDEND' &&
                  contract.terms.period === own.terms.period)),
          ),
        ];
        const carriedIn =
          kind === 'DIVIDEND' ? await previousCarriedOut(db, contracts, period, zone) : undefined;
        const [computed] = await computeSettlements(db, {
          kind,
          period,
          contracts,
          policy,
          timeZone: zone,
          ...(carriedIn ? { carriedIn } : {}),
        });
        if (!computed) continue;
        list.push({
          kind,
          product: own.product,
          period: period.key,
          periodStart: formatTimestamp(period.start, zone),
          periodEnd: formatTimestamp(period.end, zone),
          contractId: own.contractId,
          figures: computed.figures,
          amount: formatMinorUnits(computed.amount),
          computedAt: formatTimestamp(now, zone),
        });
      }
      return { list };
    },

    /** Every record, filtered (console). */
    records: async (query: SettlementAdminQuery & { pageNum: number; pageSize: number }) => {
      const agent = query.account ? await members.findByUsername(query.account) : null;
      if (query.account && !agent) return { list: [], total: 0, totalPages: 0, amount: '0.00' };
      // A run's key (its job period, as the runs list shows it) stands for the records its run closed.
      const run =
        query.kind && query.period
          ? jobPeriodOfKey(SETTLEMENT_JOBS[query.kind].period, query.period, await timeZone())
          : null;
      return page(
        and(
          query.kind ? eq(contractSettlements.kind, query.kind) : undefined,
          query.period
            ? run
              ? or(eq(contractSettlements.period, query.period), eq(contractSettlements.periodEnd, run.end))
              : eq(contractSettlements.period, query.period)
            : undefined,
          query.status ? eq(contractSettlements.status, query.status) : undefined,
          agent ? eq(contractSettlements.agentId, agent.id) : undefined,
        ),
        query,
      );
    },

    /** The settlement runs, newest first (console). */
    runs: async (query: { kind?: ContractKind | undefined; pageNum: number; pageSize: number }) => {
      const where = inArray(jobRuns.job, jobNamesOf(query.kind));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(jobRuns)
          .where(where)
          .orderBy(desc(jobRuns.periodEnd), jobRuns.job)
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(jobRuns).where(where),
      ]);
      const n = total?.n ?? 0;
      return { list: await runsOf(rows), total: n, totalPages: Math.ceil(n / query.pageSize) };
    },

    /**
     * Runs a kind's job period again (console): records made where missing, failed payments retried,
     * nothing paid twice. Only a period whose job is due (ended, its lag passed).
     */
    rerun: async (actor: Actor, input: { kind: ContractKind; period: string }, language: Language) => {
      const job = SETTLEMENT_JOBS[input.kind];
      const zone = await timeZone();
      const period = jobPeriodOfKey(job.period, input.period, zone);
      if (!period) throw fieldError({ period: validationText('invalidValue', language) });
      if (period.end.getTime() + job.lagMs > clock.now().getTime())
        throw new AppError('settlement_period_open');
      const outcome = await settle(input.kind, period);
      await audit.record(db, actor, {
        action: 'settlement.rerun',
        targetType: 'settlement_run',
        targetId: `${input.kind}:${period.key}`,
        after: outcome,
      });
      const [run] = await db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, period.key)));
      const [view] = await runsOf([
        run ?? {
          job: job.name,
          period: period.key,
          periodStart: period.start,
          periodEnd: period.end,
          status: 'done',
          claimedBy: 'console',
          attempts: 0,
          claimedAt: clock.now(),
          heartbeatAt: clock.now(),
          finishedAt: clock.now(),
          result: null,
          error: null,
        },
      ]);
      if (!view) throw new Error('the re-run answered no run');
      return view;
    },

    /** Pays a pending record (console); two approvals at once pay once. */
    approve: async (actor: Actor, id: number) => {
      const paid = await db.transaction(async (tx) => {
        const row = await lockRecord(tx, id);
        if (row.status !== 'PENDING') throw new AppError('settlement_not_pending');
        const result = await payRecord(tx, { ledger, notifications, now: clock.now() }, row);
        await audit.record(tx, actor, {
          action: 'settlement.approve',
          targetType: 'settlement',
          targetId: id,
          before: { status: row.status },
          after: { status: result.row.status, reason: result.row.reason, transferId: result.row.transferId },
        });
        return result;
      });
      await pushAll([paid.notice]);
      const [view] = await present([paid.row]);
      return view as Settlement;
    },

    /** Rejects a pending record with a reason (console). */
    reject: async (actor: Actor, id: number, reason: string) => {
      const rejected = await db.transaction(async (tx) => {
        const row = await lockRecord(tx, id);
        if (row.status !== 'PENDING') throw new AppError('settlement_not_pending');
        const [updated] = await tx
          .update(contractSettlements)
          .set({ status: 'REJECTED', reason, settledAt: clock.now() })
          .where(eq(contractSettlements.id, id))
          .returning();
        await audit.record(tx, actor, {
          action: 'settlement.reject',
          targetType: 'settlement',
          targetId: id,
          before: { status: row.status },
          after: { status: 'REJECTED', reason },
        });
        return updated as SettlementRow;
      });
      const [view] = await present([rejected]);
      return view as Settlement;
    },

    /**
     * Pays the agent more (positive) or takes back (negative, refused when its main wallet is short),
     * keyed by the request id so a double submit moves money once (console).
     */
    adjust: async (
      actor: Actor,
      id: number,
      input: { amount: bigint; reason: string; requestId: string },
    ) => {
      const adjusted = await db.transaction(async (tx) => {
        const row = await lockRecord(tx, id);
        const agent = { memberId: row.agentId, kind: 'MAIN' as const };
        const operator = { operator: 'COMMISSION' as const };
        const credit = input.amount > 0n;
        const result = await ledger.transfer(
          {
            idempotencyKey: `contract-adjust:${input.requestId}`,
            from: credit ? operator : agent,
            to: credit ? agent : operator,
            amount: credit ? input.amount : -input.amount,
            type: row.kind,
            metadata: { settlementId: row.id, kind: row.kind, period: row.period, reason: input.reason },
          },
          tx,
        );
        if (result.replayed) return row;
        const [updated] = await tx
          .update(contractSettlements)
          .set({ adjustment: sql`${contractSettlements.adjustment} + ${input.amount.toString()}::bigint` })
          .where(eq(contractSettlements.id, id))
          .returning();
        await audit.record(tx, actor, {
          action: 'settlement.adjust',
          targetType: 'settlement',
          targetId: id,
          before: { adjustment: formatMinorUnits(row.adjustment) },
          after: {
            adjustment: formatMinorUnits(updated?.adjustment ?? row.adjustment),
            amount: formatMinorUnits(input.amount),
            reason: input.reason,
            transferId: result.transfer.id,
          },
        });
        return updated as SettlementRow;
      });
      const [view] = await present([adjusted]);
      return view as Settlement;
    },
  };
};
