import { and, eq, inArray } from 'drizzle-orm';
import {
  CONTRACT_TRANSFER_TYPES,
  formatMinorUnits,
  parseMinorUnits,
  type ContractKind,
  type ContractPolicy,
  type DividendPeriod,
  type SettlementFigures,
} from '@platform/contract';
import type { Executor } from '../../../platform/db/client.ts';
import { periodAt, type Period } from '../../../platform/jobs/periods.ts';
import type { LedgerService } from '../../../platform/ledger/service.ts';
import type { NotificationsService } from '../../notifications/service.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { contractSettlements } from '../tables.ts';
import type { TermsInForce } from '../terms.ts';
import { agentAmount, dividendAmount, realtimeAmount, salaryAmount } from './compute.ts';
import { NO_FIGURES, readTeamFigures, readTeamRounds } from './figures.ts';
import { dividendPeriodAt, monthPartsOf } from './periods.ts';

/*
 * One kind's settlement of one period over the contracts in force at its end: every contract's team
 * amount from the sealed figures, its direct downlines' team amounts taken off, a record per contract,
 * and the payment of each record through the ledger.
 */

export type SettlementRow = typeof contractSettlements.$inferSelect;

/** What a contract of the period earns: its figures and the amount paid to its agent. */
export interface ComputedSettlement {
  contract: TermsInForce;
  figures: SettlementFigures;
  amount: bigint;
}

const text = (amount: bigint) => formatMinorUnits(amount);
const threshold = (policy: ContractPolicy) => parseMinorUnits(policy.activeMemberThreshold) ?? 0n;

/** Whether a period starts on the 1st of a month (a monthly loss reset). */
const startsOnFirst = (period: Period, timeZone: string) =>
  periodAt({ every: 'day' }, period.start, timeZone).key.endsWith('-01');

/**
 * Computes each contract's settlement of a period from the figures in `[period.start, period.end)`
 * (sealed for a settlement, open for an estimate). The contracts must all be of `kind`, and, for a
 * dividend, of the period's calendar; the downlines' contracts of the period must be among them.
 */
export const computeSettlements = async (
  executor: Executor,
  input: {
    kind: ContractKind;
    period: Period;
    contracts: readonly TermsInForce[];
    policy: ContractPolicy;
    timeZone: string;
    /** Dividend: the contract's result carried out of the period before. */
    carriedIn?: (contractId: number) => bigint;
  },
): Promise<ComputedSettlement[]> => {
  const { kind, period, policy, timeZone } = input;
  const products = [...new Set(input.contracts.map((contract) => contract.product))];
  const team = new Map<number, { figures: SettlementFigures; teamAmount: bigint }>();
  for (const product of products) {
    const contracts = input.contracts.filter((contract) => contract.product === product);
    const agentIds = contracts.map((contract) => contract.downlineId);
    const range = { start: period.start, end: period.end, product };
    const figuresOf = await readTeamFigures(executor, agentIds, range, threshold(policy));
    const rounds = kind === 'REALTIME_SALARY' ? await readTeamRounds(executor, agentIds, range) : null;
    const periodicTiers = contracts.some(
      (contract) =>
        contract.terms.kind === 'DIVIDEND' && contract.terms.tiers.some((tier) => tier.periodicBet !== null),
    );
    const parts =
      kind === 'DIVIDEND' && periodicTiers
        ? await Promise.all(
            monthPartsOf(period, timeZone).map((part) =>
              readTeamFigures(executor, agentIds, { ...part, product }, 0n),
            ),
          )
        : null;
    for (const contract of contracts) {
      const own = figuresOf.get(contract.downlineId) ?? NO_FIGURES;
      const base: SettlementFigures = {
        teamValidBet: text(own.validBet),
        teamNetLoss: text(own.stake - own.payout),
        activeMembers: own.activeMembers,
        serviceFee: null,
        carriedIn: null,
        carriedOut: null,
        periodicBets: null,
        losingStake: null,
        winningStake: null,
        tierIndex: null,
        rate: null,
        teamAmount: '0.00',
        downlineAmount: '0.00',
      };
      const { terms } = contract;
      const settled = ((): { teamAmount: bigint; figures: SettlementFigures } => {
        if (terms.kind === 'DAILY_SALARY' || terms.kind === 'HOURLY_SALARY') {
          const applied = salaryAmount(terms.tiers, {
            teamValidBet: own.validBet,
            activeMembers: own.activeMembers,
          });
          return {
            teamAmount: applied.teamAmount,
            figures: { ...base, tierIndex: applied.tierIndex, rate: applied.rate },
          };
        }
        if (terms.kind === 'REALTIME_SALARY') {
          const applied = realtimeAmount(terms.tiers, rounds?.get(contract.downlineId) ?? []);
          return {
            teamAmount: applied.teamAmount,
            figures: {
              ...base,
              tierIndex: applied.tierIndex,
              losingStake: text(applied.losingStake),
              winningStake: text(applied.winningStake),
            },
          };
        }
        const periodicBets = parts?.map((part) => part.get(contract.downlineId)?.validBet ?? 0n) ?? [];
        const carriedIn =
          policy.carryOver === 'LOSS_RESET_MONTHLY' && startsOnFirst(period, timeZone)
            ? 0n
            : (input.carriedIn?.(contract.contractId) ?? 0n);
        const applied = dividendAmount(terms.tiers, {
          teamValidBet: own.validBet,
          teamNetLoss: own.stake - own.payout,
          activeMembers: own.activeMembers,
          periodicBets,
          carriedIn,
          serviceFeeRate: policy.serviceFeeRate,
          carryOver: policy.carryOver,
        });
        return {
          teamAmount: applied.teamAmount,
          figures: {
            ...base,
            serviceFee: text(applied.serviceFee),
            carriedIn: text(carriedIn),
            carriedOut: text(applied.carriedOut),
            periodicBets: parts ? periodicBets.map(text) : null,
            tierIndex: applied.tierIndex,
            rate: applied.rate,
          },
        };
      })();
      const { teamAmount, figures } = settled;
      team.set(contract.contractId, { figures: { ...figures, teamAmount: text(teamAmount) }, teamAmount });
    }
  }
  return input.contracts.map((contract) => {
    const own = team.get(contract.contractId);
    if (!own) throw new Error(`contract ${contract.contractId} was not computed`);
    const downlineAmount = input.contracts
      .filter((other) => other.uplineId === contract.downlineId && other.product === contract.product)
      .reduce((sum, other) => sum + (team.get(other.contractId)?.teamAmount ?? 0n), 0n);
    return {
      contract,
      figures: { ...own.figures, downlineAmount: text(downlineAmount) },
      amount: agentAmount(own.teamAmount, downlineAmount),
    };
  });
};

/** The dividend contracts of one calendar: those whose terms choose it. */
export const ofDividendPeriod = (contracts: readonly TermsInForce[], period: DividendPeriod) =>
  contracts.filter((contract) => contract.terms.kind === 'DIVIDEND' && contract.terms.period === period);

/** The carried-out result of each contract's previous dividend period. */
export const previousCarriedOut = async (
  executor: Executor,
  contracts: readonly TermsInForce[],
  period: Period,
  timeZone: string,
) => {
  const byContract = new Map<number, bigint>();
  const groups = new Map<string, number[]>();
  for (const contract of contracts) {
    if (contract.terms.kind !== 'DIVIDEND') continue;
    const previous = dividendPeriodAt(contract.terms.period, new Date(period.start.getTime() - 1), timeZone);
    groups.set(previous.key, [...(groups.get(previous.key) ?? []), contract.contractId]);
  }
  for (const [key, ids] of groups) {
    const rows = await executor
      .select({ contractId: contractSettlements.contractId, figures: contractSettlements.figures })
      .from(contractSettlements)
      .where(
        and(
          eq(contractSettlements.kind, 'DIVIDEND'),
          eq(contractSettlements.period, key),
          inArray(contractSettlements.contractId, ids),
        ),
      );
    for (const row of rows) {
      const carried = row.figures.carriedOut;
      byContract.set(row.contractId, carried === null ? 0n : (parseMinorUnits(carried) ?? 0n));
    }
  }
  return (contractId: number) => byContract.get(contractId) ?? 0n;
};

/** The idempotency key of a settlement's payment: one per kind, period and contract. */
export const paymentKey = (row: Pick<SettlementRow, 'kind' | 'period' | 'contractId'>) =>
  `contract:${row.kind}:${row.period}:${row.contractId}`;

type PayDeps = { ledger: LedgerService; notifications: NotificationsService; now: Date };

/**
 * Pays one record in the caller's transaction: the ledger transfer keyed per contract, kind and
 * period (a replay moves nothing), the record PAID with its transfer, the agent's notice. Throws
 * when the ledger refuses, which aborts the caller's transaction.
 */
export const payInTransaction = async (executor: Executor, deps: PayDeps, row: SettlementRow) => {
  const result = await deps.ledger.transfer(
    {
      idempotencyKey: paymentKey(row),
      from: { operator: 'COMMISSION' },
      to: { memberId: row.agentId, kind: 'MAIN' },
      amount: row.amount,
      type: CONTRACT_TRANSFER_TYPES[row.kind],
      metadata: { settlementId: row.id, kind: row.kind, period: row.period },
    },
    executor,
  );
  const [paid] = await executor
    .update(contractSettlements)
    .set({ status: 'PAID', reason: null, transferId: result.transfer.id, settledAt: deps.now })
    .where(eq(contractSettlements.id, row.id))
    .returning();
  if (!paid) throw new Error(`settlement ${row.id} vanished while paid`);
  const notice = result.replayed
    ? null
    : await deps.notifications.record(executor, row.agentId, {
        kind: 'CONTRACT_PAID',
        orderNo: row.period,
        amount: row.amount,
        balance: result.balances.to,
      });
  return { row: paid, notice };
};

/**
 * Pays one record in a savepoint of the caller's transaction; a refused transfer leaves the
 * record FAILED with the reason (a re-run retries it) instead of aborting the transaction.
 */
export const payRecord = async (executor: Executor, deps: PayDeps, row: SettlementRow) => {
  try {
    return await executor.transaction((savepoint) => payInTransaction(savepoint, deps, row));
  } catch (error) {
    const reason =
      error instanceof AppError ? error.code : error instanceof Error ? error.message : String(error);
    const [failed] = await executor
      .update(contractSettlements)
      .set({ status: 'FAILED', reason: reason.slice(0, 200), settledAt: deps.now })
      .where(eq(contractSettlements.id, row.id))
      .returning();
    if (!failed) throw error;
    return { row: failed, notice: null };
  }
};
