import {
  contractRateToUnits,
  contractUnitsToRate,
  formatMinorUnits,
  parseMinorUnits,
  validationText,
  type ContractPolicy,
  type ContractTerms,
  type Language,
} from '@platform/contract';
import { fieldError } from '../../platform/http/errors.ts';

/*
 * The rules an offer or a change of terms meets (spec section 4): rates within the operator's
 * minimum and maximum, fixed amounts within its maximum, never above the upline's own, and a
 * dividend period the operator allows and the upline's own. Tiers rising is the schema's.
 */

const amount = (text: string) => parseMinorUnits(text) ?? 0n;
const rate = (text: string) => contractUnitsToRate(contractRateToUnits(text));
const money = (text: string) => formatMinorUnits(amount(text));

/**
 * Terms in one spelling ("1000" and "1000.00", "0.50" and "0.5" alike), keys in one order: what the
 * contracts keep, so "no change" is a plain comparison.
 */
export const normaliseTerms = (terms: ContractTerms): ContractTerms => {
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        kind: terms.kind,
        period: terms.period,
        tiers: terms.tiers.map((tier) => ({
          minValidBet: money(tier.minValidBet),
          minNetLoss: money(tier.minNetLoss),
          minActiveMembers: tier.minActiveMembers,
          periodicBet: tier.periodicBet === null ? null : money(tier.periodicBet),
          rate: rate(tier.rate),
        })),
      };
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY':
      return {
        kind: terms.kind,
        tiers: terms.tiers.map((tier) => ({
          minValidBet: money(tier.minValidBet),
          minActiveMembers: tier.minActiveMembers,
          rateType: tier.rateType,
          rate: tier.rateType === 'PERCENT' ? rate(tier.rate) : money(tier.rate),
        })),
      };
    case 'REALTIME_SALARY':
      return {
        kind: terms.kind,
        tiers: terms.tiers.map((tier) => ({
          minBet: money(tier.minBet),
          lossRate: rate(tier.lossRate),
          winRate: rate(tier.winRate),
        })),
      };
  }
};

export const sameTerms = (a: ContractTerms, b: ContractTerms) =>
  JSON.stringify(normaliseTerms(a)) === JSON.stringify(normaliseTerms(b));

/** One rate of one tier: where it is, what it caps against, and its value (rate units or minor units). */
interface TierRate {
  tier: number;
  field: string;
  /** PERCENT rates compare with rates (hundredths of a percent), FIXED with amounts (minor units). */
  cap: 'rate' | 'lossRate' | 'winRate' | 'FIXED';
  value: bigint;
}

const ratesOf = (terms: ContractTerms): TierRate[] => {
  const units = (text: string) => BigInt(contractRateToUnits(text));
  switch (terms.kind) {
    case 'DIVIDEND':
      return terms.tiers.map((tier, n) => ({ tier: n, field: 'rate', cap: 'rate', value: units(tier.rate) }));
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY':
      return terms.tiers.map((tier, n) =>
        tier.rateType === 'PERCENT'
          ? { tier: n, field: 'rate', cap: 'rate', value: units(tier.rate) }
          : { tier: n, field: 'rate', cap: 'FIXED', value: amount(tier.rate) },
      );
    case 'REALTIME_SALARY':
      return terms.tiers.flatMap((tier, n) => [
        { tier: n, field: 'lossRate', cap: 'lossRate' as const, value: units(tier.lossRate) },
        { tier: n, field: 'winRate', cap: 'winRate' as const, value: units(tier.winRate) },
      ]);
  }
};

/** The highest rate of each kind of rate the terms hold: a downline's ceiling (spec: never above the upline's own). */
export const ceilingOf = (terms: readonly (ContractTerms | null)[]): Map<TierRate['cap'], bigint> => {
  const highest = new Map<TierRate['cap'], bigint>();
  for (const one of terms) {
    if (one === null) continue;
    for (const { cap, value } of ratesOf(one)) {
      if (value > (highest.get(cap) ?? -1n)) highest.set(cap, value);
    }
  }
  return highest;
};

/** Whether any rate of `terms` is above the same kind of rate in `ceiling` (a kind it lacks is 0). */
export const exceeds = (terms: readonly (ContractTerms | null)[], ceiling: ContractTerms) => {
  const limit = ceilingOf([ceiling]);
  return [...ceilingOf(terms)].some(([cap, value]) => value > (limit.get(cap) ?? 0n));
};

/**
 * Field errors (422, under `terms.…`) of terms offered under `policy`, below `ceiling` (the upline's
 * own signed terms; null for the operator, whose only ceiling is the policy).
 */
export const checkTerms = (
  terms: ContractTerms,
  policy: ContractPolicy,
  ceiling: ContractTerms | null,
  language: Language,
) => {
  const fields: Record<string, string> = {};
  const text = (key: Parameters<typeof validationText>[0], values: Record<string, string>) =>
    Object.entries(values).reduce(
      (message, [name, value]) => message.replace(`{${name}}`, value),
      validationText(key, language),
    );
  const minRate = BigInt(contractRateToUnits(policy.minRate));
  const maxRate = BigInt(contractRateToUnits(policy.maxRate));
  const maxFixed = amount(policy.maxFixedAmount);
  const upline = ceiling === null ? null : ceilingOf([ceiling]);
  for (const { tier, field, cap, value } of ratesOf(terms)) {
    const path = `terms.tiers.${tier}.${field}`;
    if (fields[path] !== undefined) continue;
    const uplineMax = upline === null ? null : (upline.get(cap) ?? 0n);
    if (cap === 'FIXED') {
      if (value > maxFixed) fields[path] = text('contractAmountAboveMax', { max: policy.maxFixedAmount });
      else if (uplineMax !== null && value > uplineMax) {
        fields[path] = text('contractAmountAboveMax', { max: formatMinorUnits(uplineMax) });
      }
    } else if (value < minRate || value > maxRate) {
      fields[path] = text('contractRateOutOfRange', { min: policy.minRate, max: policy.maxRate });
    } else if (uplineMax !== null && value > uplineMax) {
      fields[path] = text('contractRateAboveUpline', { max: contractUnitsToRate(Number(uplineMax)) });
    }
  }
  if (terms.kind === 'DIVIDEND') {
    const uplinePeriod = ceiling?.kind === 'DIVIDEND' ? ceiling.period : null;
    if (
      !policy.dividendPeriods.includes(terms.period) ||
      (uplinePeriod !== null && uplinePeriod !== terms.period)
    ) {
      fields['terms.period'] = validationText('unknownOption', language);
    }
  }
  if (Object.keys(fields).length > 0) throw fieldError(fields);
};
