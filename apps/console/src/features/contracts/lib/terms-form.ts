import { z } from 'zod';
import {
  operatorContractOfferSchema,
  type ContractKind,
  type ContractProduct,
  type ContractTerms,
  type DividendPeriod,
  type SalaryRateType,
} from '@platform/contract';

/*
 * A contract's terms as a form holds them: every tier field of every kind as text, so one tier
 * editor serves the four kinds, and the salary rate type once per contract (the contract compares
 * rates within one type). `toTermsInput` gives the contract's shape back, so its schema checks it
 * and its errors land on the same paths (`terms.tiers.<i>.<field>`) as the form's inputs.
 */

export interface TierRow {
  minValidBet: string;
  minNetLoss: string;
  minActiveMembers: string;
  /** Dividend: empty when the periodic condition is not asked. */
  periodicBet: string;
  rate: string;
  minBet: string;
  lossRate: string;
  winRate: string;
}

export interface TermsForm {
  kind: ContractKind;
  period: DividendPeriod;
  rateType: SalaryRateType;
  tiers: TierRow[];
}

export interface OfferForm {
  account: string;
  product: ContractProduct;
  terms: TermsForm;
}

/** The fields each kind's tier editor shows, in order. */
export const TIER_FIELDS = {
  DIVIDEND: ['minValidBet', 'minNetLoss', 'minActiveMembers', 'periodicBet', 'rate'],
  DAILY_SALARY: ['minValidBet', 'minActiveMembers', 'rate'],
  HOURLY_SALARY: ['minValidBet', 'minActiveMembers', 'rate'],
  REALTIME_SALARY: ['minBet', 'lossRate', 'winRate'],
} as const satisfies Record<ContractKind, readonly (keyof TierRow)[]>;

export type TierField = (typeof TIER_FIELDS)[ContractKind][number];

const RATE_FIELDS: readonly TierField[] = ['rate', 'lossRate', 'winRate'];

/** Whether a tier field holds a percentage: every rate but a salary's fixed amount. */
export const isPercentField = (kind: ContractKind, field: TierField, rateType: SalaryRateType) =>
  RATE_FIELDS.includes(field) &&
  ((kind !== 'DAILY_SALARY' && kind !== 'HOURLY_SALARY') || rateType === 'PERCENT');

export const emptyTier = (): TierRow => ({
  minValidBet: '',
  minNetLoss: '',
  minActiveMembers: '',
  periodicBet: '',
  rate: '',
  minBet: '',
  lossRate: '',
  winRate: '',
});

export const emptyTerms = (kind: ContractKind): TermsForm => ({
  kind,
  period: 'MONTHLY',
  rateType: 'PERCENT',
  tiers: [emptyTier()],
});

/** The terms in the contract's shape (not yet checked): only the kind's own fields. */
export const toTermsInput = (form: TermsForm): unknown => {
  switch (form.kind) {
    case 'DIVIDEND':
      return {
        kind: form.kind,
        period: form.period,
        tiers: form.tiers.map((tier) => ({
          minValidBet: tier.minValidBet,
          minNetLoss: tier.minNetLoss,
          minActiveMembers: tier.minActiveMembers,
          periodicBet: tier.periodicBet.trim() === '' ? null : tier.periodicBet,
          rate: tier.rate,
        })),
      };
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY':
      return {
        kind: form.kind,
        tiers: form.tiers.map((tier) => ({
          minValidBet: tier.minValidBet,
          minActiveMembers: tier.minActiveMembers,
          rateType: form.rateType,
          rate: tier.rate,
        })),
      };
    case 'REALTIME_SALARY':
      return {
        kind: form.kind,
        tiers: form.tiers.map((tier) => ({
          minBet: tier.minBet,
          lossRate: tier.lossRate,
          winRate: tier.winRate,
        })),
      };
  }
};

/** Signed or offered terms, to edit as a change. */
export const toTermsForm = (terms: ContractTerms): TermsForm => {
  const base = emptyTerms(terms.kind);
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        ...base,
        period: terms.period,
        tiers: terms.tiers.map((tier) => ({
          ...emptyTier(),
          minValidBet: tier.minValidBet,
          minNetLoss: tier.minNetLoss,
          minActiveMembers: String(tier.minActiveMembers),
          periodicBet: tier.periodicBet ?? '',
          rate: tier.rate,
        })),
      };
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY':
      return {
        ...base,
        rateType: terms.tiers[0]?.rateType ?? 'PERCENT',
        tiers: terms.tiers.map((tier) => ({
          ...emptyTier(),
          minValidBet: tier.minValidBet,
          minActiveMembers: String(tier.minActiveMembers),
          rate: tier.rate,
        })),
      };
    case 'REALTIME_SALARY':
      return {
        ...base,
        tiers: terms.tiers.map((tier) => ({
          ...emptyTier(),
          minBet: tier.minBet,
          lossRate: tier.lossRate,
          winRate: tier.winRate,
        })),
      };
  }
};

/**
 * The offer form checked by the contract's offer schema. A change uses it too, with the contract's
 * downline and product shown read-only: the same checks, and only the terms are sent.
 */
export const offerFormSchema = z.preprocess((values) => {
  const form = values as OfferForm;
  return { account: form.account, product: form.product, terms: toTermsInput(form.terms) };
}, operatorContractOfferSchema) as unknown as z.ZodType<
  z.infer<typeof operatorContractOfferSchema>,
  OfferForm
>;

const TIER_PATH = /^terms\.tiers\.(\d+)(?:\.(\w+))?$/;

/**
 * The form input a gateway field error belongs to (`terms.tiers.1.rate`, `terms.period`,
 * `account`...), or undefined when the form shows none for it.
 */
export const termsErrorField = (key: string, kind: ContractKind): string | undefined => {
  if (key === 'account' || key === 'product' || key === 'terms.period') return key;
  const match = TIER_PATH.exec(key);
  if (match === null) return undefined;
  const [, index, field] = match;
  if (field === undefined) return `terms.tiers.${index}`;
  if (field === 'rateType') return 'terms.rateType';
  return (TIER_FIELDS[kind] as readonly string[]).includes(field) ? key : undefined;
};
