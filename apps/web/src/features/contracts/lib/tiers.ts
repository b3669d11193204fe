import {
  contractRateToUnits,
  contractUnitsToRate,
  parseMinorUnits,
  type ContractKind,
  type ContractLimits,
  type ContractTerms,
  type SalaryRateType,
} from '@platform/contract';

/** The rate fields a tier of each kind holds: a salary tier's one `rate`, a real-time tier's two. */
export const RATE_FIELDS = {
  DIVIDEND: ['rate'],
  DAILY_SALARY: ['rate'],
  HOURLY_SALARY: ['rate'],
  REALTIME_SALARY: ['lossRate', 'winRate'],
} as const satisfies Record<ContractKind, readonly string[]>;
export type RateField = (typeof RATE_FIELDS)[ContractKind][number];

/** A salary contract's rate type: one per contract, the first tier's. */
export const rateTypeOf = (terms: ContractTerms | null): SalaryRateType | null => {
  if (terms === null || (terms.kind !== 'DAILY_SALARY' && terms.kind !== 'HOURLY_SALARY')) return null;
  return terms.tiers[0]?.rateType ?? 'PERCENT';
};

const fieldValue = (tier: ContractTerms['tiers'][number], field: RateField): string | undefined =>
  (tier as Partial<Record<RateField, string>>)[field];

/**
 * The highest value of a rate field over the terms' tiers, as the server compares a downline's
 * rates with its upline's (a percentage in hundredths, or a fixed amount in minor units).
 */
const highest = (terms: ContractTerms, field: RateField, isAmount: boolean): bigint | null => {
  let best: bigint | null = null;
  for (const tier of terms.tiers) {
    const text = fieldValue(tier, field);
    if (text === undefined) continue;
    const value = isAmount ? parseMinorUnits(text) : BigInt(contractRateToUnits(text));
    if (value !== undefined && (best === null || value > best)) best = value;
  }
  return best;
};

const minorToText = (minor: bigint): string => {
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
};

/**
 * The most a downline's tier may hold in each rate field: the operator's maximum (a percentage, or
 * the highest fixed amount), and never above the caller's own highest rate of the same field and
 * rate type (spec section 4: a downline's rate never exceeds its upline's).
 */
export const rateCeilings = (
  kind: ContractKind,
  limits: Pick<ContractLimits, 'maxRate' | 'maxFixedAmount' | 'ownTerms'>,
  rateType: SalaryRateType = 'PERCENT',
): Record<RateField, string> => {
  const isAmount = rateType === 'FIXED' && kind !== 'DIVIDEND' && kind !== 'REALTIME_SALARY';
  const operatorMax = isAmount
    ? (parseMinorUnits(limits.maxFixedAmount) ?? 0n)
    : BigInt(contractRateToUnits(limits.maxRate));
  const own = limits.ownTerms;
  const isOwnComparable = own !== null && own.kind === kind && (rateTypeOf(own) ?? 'PERCENT') === rateType;
  const ceilings: Partial<Record<RateField, string>> = {};
  for (const field of RATE_FIELDS[kind]) {
    const ownMax = isOwnComparable ? highest(own, field, isAmount) : null;
    const max = ownMax !== null && ownMax < operatorMax ? ownMax : operatorMax;
    ceilings[field] = isAmount ? minorToText(max) : contractUnitsToRate(Number(max));
  }
  return ceilings as Record<RateField, string>;
};

/** The highest rate a contract pays, for a one-line summary: "1.5%", or a fixed amount ("300"). */
export const topRate = (terms: ContractTerms): string => {
  const isAmount = rateTypeOf(terms) === 'FIXED';
  const values = RATE_FIELDS[terms.kind].map((field) => highest(terms, field, isAmount) ?? 0n);
  const best = values.reduce((a, b) => (b > a ? b : a), 0n);
  return isAmount ? minorToText(best) : `${contractUnitsToRate(Number(best))}%`;
};
