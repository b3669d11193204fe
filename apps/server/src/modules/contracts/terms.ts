import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import {
  DIVIDEND_PERIODS,
  type ContractKind,
  type ContractPolicy,
  type ContractProduct,
  type ContractTerms,
} from '@platform/contract';
import type { Executor } from '../../platform/db/client.ts';
import { contractPolicies, contractTerms, contracts } from './tables.ts';

/*
 * What the settlements read of the contracts: the operator's policy of a kind and the terms in force
 * at an instant. Kept apart from the lifecycle so the settlement module depends on these two only.
 */

/** The highest rate (percent) of each kind while the operator has not set its policy. */
const DEFAULT_MAX_RATE: Record<ContractKind, string> = {
  DIVIDEND: '50',
  DAILY_SALARY: '5',
  HOURLY_SALARY: '5',
  REALTIME_SALARY: '2',
};

/** A kind's policy while the operator has not set one (the reference's 1,000 a day for an active member). */
export const defaultContractPolicy = (kind: ContractKind): ContractPolicy => ({
  minRate: '0',
  maxRate: DEFAULT_MAX_RATE[kind],
  maxFixedAmount: '100000',
  activeMemberThreshold: '1000',
  payoutMode: 'AUTO',
  dividendPeriods: [...DIVIDEND_PERIODS],
  serviceFeeRate: '0',
  carryOver: 'NONE',
  hourlyPeriod: 'HOUR',
});

/** The operator's policy of a kind: the one set in the console, or the defaults. */
export const readContractPolicy = async (db: Executor, kind: ContractKind): Promise<ContractPolicy> => {
  const [row] = await db
    .select({ policy: contractPolicies.policy })
    .from(contractPolicies)
    .where(eq(contractPolicies.kind, kind));
  return { ...defaultContractPolicy(kind), ...row?.policy };
};

/** A contract's signed terms in force at one instant. */
export interface TermsInForce {
  contractId: number;
  /** Null: the operator (a top-level agent's contract). */
  uplineId: number | null;
  downlineId: number;
  product: ContractProduct;
  terms: ContractTerms;
}

/**
 * Every contract of a kind whose signed terms were in force at `at`: the `contract_terms` row with
 * `effective_from <= at` and `effective_to` null or after `at`. A settlement passes its period's last
 * instant (`periodLastInstant`), so a contract signed, changed or ended during the period is settled
 * with the terms it held when the period closed (none if it had ended).
 */
export const termsInForce = async (db: Executor, kind: ContractKind, at: Date): Promise<TermsInForce[]> =>
  db
    .select({
      contractId: contracts.id,
      uplineId: contracts.uplineId,
      downlineId: contracts.downlineId,
      product: contracts.product,
      terms: contractTerms.terms,
    })
    .from(contractTerms)
    .innerJoin(contracts, eq(contracts.id, contractTerms.contractId))
    .where(
      and(
        eq(contracts.kind, kind),
        lte(contractTerms.effectiveFrom, at),
        or(isNull(contractTerms.effectiveTo), gt(contractTerms.effectiveTo, at)),
      ),
    )
    .orderBy(contracts.id);

/** The last instant of a period ending (exclusive) at `end`: the instant whose terms settle it. */
export const periodLastInstant = (end: Date) => new Date(end.getTime() - 1);
