import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  REBATE_CATEGORIES,
  VIP_CONDITIONS,
  VIP_SALARY_PERIODS,
  vipRankInputSchema,
  type RebateCategory,
  type VipCondition,
  type VipMatch,
  type VipRank,
  type VipSalaryPeriod,
} from '@platform/contract';

/** One salary row as typed: the period and its amounts (an empty requirement: none). */
export interface SalaryFormValues {
  period: VipSalaryPeriod;
  amount: string;
  minDeposit: string;
  minValidBet: string;
}

/**
 * The rank form as typed: every target, amount and rate as text, an empty one meaning off (a
 * condition not used, no bonus, the site's withdrawal limit).
 */
export interface VipRankFormValues {
  name: { JA: string; EN: string };
  labelColor: string;
  textColor: string;
  match: VipMatch;
  promotion: Record<VipCondition, string>;
  keepMatch: VipMatch;
  keep: Record<VipCondition, string>;
  upgradeBonus: string;
  salaries: SalaryFormValues[];
  rebateBonus: Record<RebateCategory, string>;
  withdrawalDailyCount: string;
  withdrawalMaxAmount: string;
}

const noConditions = () =>
  Object.fromEntries(VIP_CONDITIONS.map((condition) => [condition, ''])) as Record<VipCondition, string>;

export const EMPTY_RANK: VipRankFormValues = {
  name: { JA: '', EN: '' },
  labelColor: '#c9a227',
  textColor: '#1a1a1a',
  match: 'ALL',
  promotion: noConditions(),
  keepMatch: 'ALL',
  keep: noConditions(),
  upgradeBonus: '',
  salaries: [],
  rebateBonus: Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, ''])) as Record<
    RebateCategory,
    string
  >,
  withdrawalDailyCount: '',
  withdrawalMaxAmount: '',
};

/** The next period no salary row has yet (the first when all have one; the contract refuses the duplicate). */
export const nextSalaryPeriod = (rows: readonly SalaryFormValues[]): VipSalaryPeriod =>
  VIP_SALARY_PERIODS.find((period) => !rows.some((row) => row.period === period)) ?? VIP_SALARY_PERIODS[0];

const text = (value: string | null | undefined) => value ?? '';
const typedConditions = (stored: VipRank['promotion']) =>
  Object.fromEntries(VIP_CONDITIONS.map((condition) => [condition, text(stored[condition])])) as Record<
    VipCondition,
    string
  >;

/** A stored rank as the form shows it. */
export const toRankValues = (rank: VipRank): VipRankFormValues => ({
  name: rank.name,
  labelColor: rank.labelColor,
  textColor: rank.textColor,
  match: rank.match,
  promotion: typedConditions(rank.promotion),
  keepMatch: rank.keepMatch,
  keep: typedConditions(rank.keep),
  upgradeBonus: text(rank.upgradeBonus),
  salaries: rank.salaries.map((salary) => ({
    period: salary.period,
    amount: salary.amount,
    minDeposit: text(salary.minDeposit),
    minValidBet: text(salary.minValidBet),
  })),
  rebateBonus: Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [category, text(rank.rebateBonus[category])]),
  ) as Record<RebateCategory, string>,
  withdrawalDailyCount: rank.withdrawalDailyCount === null ? '' : String(rank.withdrawalDailyCount),
  withdrawalMaxAmount: text(rank.withdrawalMaxAmount),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const conditionsOf = (typed: Record<VipCondition, string>) =>
  Object.fromEntries(VIP_CONDITIONS.map((condition) => [condition, orNull(typed[condition])]));
/** A whole number as typed, or the text itself (the contract then says it is no number). */
const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim());

/** What staff typed as the contract's rank: empty targets off, empty rates left out. */
export const rankFormSchema = z.preprocess((raw) => {
  const values = raw as VipRankFormValues;
  return {
    name: values.name,
    labelColor: values.labelColor,
    textColor: values.textColor,
    match: values.match,
    promotion: conditionsOf(values.promotion),
    keepMatch: values.keepMatch,
    keep: conditionsOf(values.keep),
    upgradeBonus: orNull(values.upgradeBonus),
    salaries: values.salaries.map((salary) => ({
      period: salary.period,
      amount: salary.amount.trim(),
      minDeposit: orNull(salary.minDeposit),
      minValidBet: orNull(salary.minValidBet),
    })),
    rebateBonus: Object.fromEntries(
      REBATE_CATEGORIES.flatMap((category) => {
        const rate = values.rebateBonus[category].trim();
        return rate === '' ? [] : [[category, rate]];
      }),
    ),
    withdrawalDailyCount:
      orNull(values.withdrawalDailyCount) === null ? null : count(values.withdrawalDailyCount),
    withdrawalMaxAmount: orNull(values.withdrawalMaxAmount),
  };
}, vipRankInputSchema) as unknown as z.ZodType<z.output<typeof vipRankInputSchema>, VipRankFormValues>;

const FIELD_PATTERNS = [
  /^name\.(JA|EN)$/,
  /^(labelColor|textColor|match|promotion|keepMatch|upgradeBonus|withdrawalDailyCount|withdrawalMaxAmount)$/,
  new RegExp(`^(promotion|keep)\\.(${VIP_CONDITIONS.join('|')})$`),
  /^salaries\.\d+\.(period|amount|minDeposit|minValidBet)$/,
  new RegExp(`^rebateBonus\\.(${REBATE_CATEGORIES.join('|')})$`),
];

/** The input a server field error (`value.fields` key) sits under; anything else goes to the form's alert. */
export const rankFormField = (key: string): FieldPath<VipRankFormValues> | undefined =>
  FIELD_PATTERNS.some((pattern) => pattern.test(key)) ? (key as FieldPath<VipRankFormValues>) : undefined;
