import type { ContractKind, ContractTerms, DividendPeriod, SalaryRateType } from '@platform/contract';
import { RATE_FIELDS, type RateField } from './tiers.ts';

/** The inputs of a tier row of each kind, in the order the editor shows them. */
export const TIER_FIELDS = {
  DIVIDEND: ['minValidBet', 'minNetLoss', 'minActiveMembers', 'periodicBet', 'rate'],
  DAILY_SALARY: ['minValidBet', 'minActiveMembers', 'rate'],
  HOURLY_SALARY: ['minValidBet', 'minActiveMembers', 'rate'],
  REALTIME_SALARY: ['minBet', 'lossRate', 'winRate'],
} as const satisfies Record<ContractKind, readonly string[]>;
export type TierField = (typeof TIER_FIELDS)[ContractKind][number];

/**
 * Terms as the editor holds them: every input as typed (text), one rate type for a salary
 * contract's tiers and the dividend's period beside them.
 */
export interface TermsDraft {
  kind: ContractKind;
  period: DividendPeriod;
  rateType: SalaryRateType;
  tiers: Partial<Record<TierField, string>>[];
}

const emptyRow = (kind: ContractKind): Partial<Record<TierField, string>> =>
  Object.fromEntries(TIER_FIELDS[kind].map((field) => [field, '']));

/** A new offer's draft: one empty tier, the first period allowed, percentages. */
export const emptyDraft = (kind: ContractKind, period: DividendPeriod = 'DAILY'): TermsDraft => ({
  kind,
  period,
  rateType: 'PERCENT',
  tiers: [emptyRow(kind)],
});

/** A signed contract's terms as a draft to change. */
export const draftOf = (terms: ContractTerms): TermsDraft => ({
  kind: terms.kind,
  period: terms.kind === 'DIVIDEND' ? terms.period : 'DAILY',
  rateType:
    terms.kind === 'DAILY_SALARY' || terms.kind === 'HOURLY_SALARY'
      ? (terms.tiers[0]?.rateType ?? 'PERCENT')
      : 'PERCENT',
  tiers: terms.tiers.map((tier) =>
    Object.fromEntries(
      TIER_FIELDS[terms.kind].map((field) => {
        const value = (tier as Record<string, string | number | null>)[field];
        return [field, value === null || value === undefined ? '' : String(value)];
      }),
    ),
  ),
});

/**
 * The draft as the contract's terms input, for its schema to check: an empty periodic bet is
 * "not asked" (null), the salary rate type goes on every tier.
 */
export const termsInput = (draft: TermsDraft): unknown => {
  const tiers = draft.tiers.map((row) => {
    const tier: Record<string, unknown> = { ...row };
    if (draft.kind === 'DIVIDEND') tier.periodicBet = row.periodicBet?.trim() ? row.periodicBet : null;
    if (draft.kind === 'DAILY_SALARY' || draft.kind === 'HOURLY_SALARY') tier.rateType = draft.rateType;
    return tier;
  });
  return draft.kind === 'DIVIDEND'
    ? { kind: draft.kind, period: draft.period, tiers }
    : { kind: draft.kind, tiers };
};

/** "Fill in to the maximum": every tier's rate inputs at their ceiling (rates may stay equal as tiers rise). */
export const fillToMaximum = (
  draft: TermsDraft,
  ceilings: Partial<Record<RateField, string>>,
): TermsDraft => ({
  ...draft,
  tiers: draft.tiers.map((row) => {
    const filled = { ...row };
    for (const field of RATE_FIELDS[draft.kind]) filled[field] = ceilings[field] ?? '';
    return filled;
  }),
});
