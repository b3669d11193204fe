import { z } from 'zod';
import { parseMinorUnits } from '../constants.ts';
import { MAX_AMOUNT_MINOR_UNITS } from '../amounts.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import {
  CARRY_OVER_MODES,
  CONTRACT_ANSWERS,
  CONTRACT_EVENTS,
  CONTRACT_KINDS,
  CONTRACT_PRODUCTS,
  CONTRACT_RATE_CEILING_PERCENT,
  CONTRACT_RATE_SCALE,
  CONTRACT_SIDES,
  CONTRACT_STATUSES,
  CONTRACT_TIERS_MAX,
  DIVIDEND_PERIODS,
  HOURLY_PERIODS,
  PAYOUT_MODES,
  SALARY_RATE_TYPES,
  SETTLEMENT_STATUSES,
} from './constants.ts';

/*
 * Dividend and salary contracts and their settlements (spec sections 3, 4 and 6;
 * reference-agent-rewards-lottery.md section 7). Tiers travel as decimal strings both ways, as the
 * forms hold them; the server keeps rates in hundredths of a percent and amounts in minor units
 * (`contractRateToUnits`, `parseMinorUnits`).
 */

/** A contract rate on the wire: a percentage, 0 to 100, at most two decimals ("0.8", "35"). */
export const contractRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, 'invalidValue')
  .refine((rate) => Number(rate) <= CONTRACT_RATE_CEILING_PERCENT, 'invalidValue');

/** A rate in hundredths of a percent, as the server keeps it. */
export const contractRateToUnits = (rate: string): number => Math.round(Number(rate) * CONTRACT_RATE_SCALE);
export const contractUnitsToRate = (units: number): string => {
  const whole = Math.floor(units / CONTRACT_RATE_SCALE);
  const hundredths = units % CONTRACT_RATE_SCALE;
  return hundredths === 0
    ? String(whole)
    : `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
};

/** A tier's condition amount: zero or more, at most 2 decimals ("0", "1000", "2500.50"). */
export const thresholdSchema = z
  .string()
  .trim()
  .max(32)
  .refine((text) => {
    const minor = parseMinorUnits(text);
    return minor !== undefined && minor >= 0n && minor <= MAX_AMOUNT_MINOR_UNITS && /^\d/.test(text);
  }, 'invalidAmount');

const activeMembers = z.coerce.number().int().min(0).max(1_000_000);

/** A dividend tier: paid at `rate` of the period's positive team result when every condition holds. */
export const dividendTierSchema = z.strictObject({
  /** The team's valid bet over the period. */
  minValidBet: thresholdSchema,
  /** The team's net loss (the house's win from the team) over the period. */
  minNetLoss: thresholdSchema,
  minActiveMembers: activeMembers,
  /**
   * The optional periodic condition: the team's valid bet in each part of the month the period
   * covers (1–7, 8–14, 15–21, 22–end) reaches this; null when not asked.
   */
  periodicBet: thresholdSchema.nullable(),
  rate: contractRateSchema,
});
export type DividendTier = z.infer<typeof dividendTierSchema>;

/**
 * A daily or hourly salary tier: the team's valid bet of the period and its active members reach
 * these; `rate` is a percentage of the team's valid bet (PERCENT) or an amount (FIXED, 2 decimals).
 */
export const salaryTierSchema = z
  .strictObject({
    minValidBet: thresholdSchema,
    minActiveMembers: activeMembers,
    rateType: z.enum(SALARY_RATE_TYPES),
    rate: z.string().trim().max(32),
  })
  .superRefine((tier, context) => {
    const valid =
      tier.rateType === 'PERCENT'
        ? contractRateSchema.safeParse(tier.rate).success
        : thresholdSchema.safeParse(tier.rate).success;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['rate'],
        message: tier.rateType === 'PERCENT' ? 'invalidValue' : 'invalidAmount',
      });
    }
  });
export type SalaryTier = z.infer<typeof salaryTierSchema>;

/** A real-time salary tier: from this single bet amount up, a rate on losing bets and one on winning bets. */
export const realtimeTierSchema = z.strictObject({
  minBet: thresholdSchema,
  lossRate: contractRateSchema,
  winRate: contractRateSchema,
});
export type RealtimeTier = z.infer<typeof realtimeTierSchema>;

/*
 * The rising check runs even when a tier's own fields failed (zod keeps checking the list), so it
 * reads a value its field refused ("x", 1.5, a tier that is no object) as 0 rather than throw.
 */
const whole = (value: unknown) => (Number.isSafeInteger(value) ? BigInt(value as number) : 0n);
const minor = (text: unknown) => (typeof text === 'string' ? (parseMinorUnits(text) ?? 0n) : 0n);
const units = (text: unknown) => whole(typeof text === 'string' ? contractRateToUnits(text) : undefined);

/** Each tier's conditions and rates compared with the previous one's: never lower, and not all the same. */
const risingTiers =
  <T>(conditions: (tier: T) => bigint[], rates: (tier: T) => bigint[]) =>
  (tiers: T[], context: z.RefinementCtx) => {
    if (tiers.some((tier) => typeof tier !== 'object' || tier === null)) return;
    tiers.forEach((tier, index) => {
      const previous = index > 0 ? tiers[index - 1] : undefined;
      if (previous === undefined) return;
      const now = conditions(tier);
      const before = conditions(previous);
      const lower = now.some((value, n) => value < (before[n] ?? 0n));
      const higher = now.some((value, n) => value > (before[n] ?? 0n));
      const rateLower = rates(tier).some((value, n) => value < (rates(previous)[n] ?? 0n));
      if (lower || !higher || rateLower) {
        context.addIssue({ code: 'custom', path: [index], message: 'tiersMustRise' });
      }
    });
  };

const tierList = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(CONTRACT_TIERS_MAX);

/** A salary tier's rate, comparable only within one rate type (the form keeps one type per contract). */
const salaryRate = (tier: SalaryTier) => (tier.rateType === 'PERCENT' ? units(tier.rate) : minor(tier.rate));

/**
 * A contract's terms by kind: the period (dividend) and the tiers, rising with their conditions
 * (spec section 4: each tier higher than the previous).
 */
export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('DIVIDEND'),
    period: z.enum(DIVIDEND_PERIODS),
    tiers: tierList(dividendTierSchema).superRefine(
      risingTiers(
        (tier: DividendTier) => [
          minor(tier.minValidBet),
          minor(tier.minNetLoss),
          whole(tier.minActiveMembers),
          tier.periodicBet === null ? 0n : minor(tier.periodicBet),
        ],
        (tier) => [units(tier.rate)],
      ),
    ),
  }),
  z.strictObject({
    kind: z.literal('DAILY_SALARY'),
    tiers: tierList(salaryTierSchema).superRefine(
      risingTiers(
        (tier: SalaryTier) => [minor(tier.minValidBet), whole(tier.minActiveMembers)],
        (tier) => [salaryRate(tier)],
      ),
    ),
  }),
  z.strictObject({
    kind: z.literal('HOURLY_SALARY'),
    tiers: tierList(salaryTierSchema).superRefine(
      risingTiers(
        (tier: SalaryTier) => [minor(tier.minValidBet), whole(tier.minActiveMembers)],
        (tier) => [salaryRate(tier)],
      ),
    ),
  }),
  z.strictObject({
    kind: z.literal('REALTIME_SALARY'),
    tiers: tierList(realtimeTierSchema).superRefine(
      risingTiers(
        (tier: RealtimeTier) => [minor(tier.minBet)],
        (tier) => [units(tier.lossRate), units(tier.winRate)],
      ),
    ),
  }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** A party of a contract: a member, or null for the operator (a top-level agent's upline). */
export const contractPartySchema = z.object({ id: z.number().int(), account: z.string() });
export type ContractParty = z.infer<typeof contractPartySchema>;

/** A contract as both parties (and the console) see it. */
export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  product: z.enum(CONTRACT_PRODUCTS),
  /** Null: the operator is the upline (a top-level agent's contract). */
  upline: contractPartySchema.nullable(),
  downline: contractPartySchema,
  status: z.enum(CONTRACT_STATUSES),
  /** The signed terms in force; null until the first offer is accepted. */
  terms: contractTermsSchema.nullable(),
  /** What waits for the downline's answer (an offer or a change); null otherwise. */
  proposedTerms: contractTermsSchema.nullable(),
  /** Who asked for what waits (an offer or a change: always the upline; a termination: either). */
  requestedBy: z.enum(CONTRACT_SIDES).nullable(),
  /** Which side of this contract the caller is (null for staff). */
  callerSide: z.enum(CONTRACT_SIDES).nullable(),
  createdAt: z.string(),
  /** When the terms in force were signed (accepted) and from when they apply. */
  signedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractPageSchema = pageOf(contractSchema);
export type ContractPage = z.infer<typeof contractPageSchema>;

/** One line of a contract's history. */
export const contractHistoryEntrySchema = z.object({
  id: z.number().int(),
  event: z.enum(CONTRACT_EVENTS),
  /** Who did it: UPLINE, DOWNLINE, or null for the operator's staff or the platform (an automatic end). */
  by: z.enum(CONTRACT_SIDES).nullable(),
  /** The terms offered, signed or ended by this event, where it has any. */
  terms: contractTermsSchema.nullable(),
  at: z.string(),
});
export type ContractHistoryEntry = z.infer<typeof contractHistoryEntrySchema>;
export const contractHistorySchema = z.object({ list: z.array(contractHistoryEntrySchema) });

const kindQuery = z.enum(CONTRACT_KINDS);

/** `GET /wps/agent/contracts`: the caller's contracts as the downline (its own) or as the upline (its direct downlines'). */
export const contractListQuerySchema = z.strictObject({
  kind: kindQuery,
  side: z.enum(CONTRACT_SIDES),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** A downline's exact account (upline side). */
  account: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

/** `POST /wps/agent/contracts`: offer a contract to a direct downline agent. */
export const contractOfferSchema = z.strictObject({
  downlineId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  product: z.enum(CONTRACT_PRODUCTS),
  terms: contractTermsSchema,
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

/** `PUT /wps/agent/contracts/:id`: offer new terms for a signed contract (its kind cannot change). */
export const contractChangeSchema = z.strictObject({ terms: contractTermsSchema });
export type ContractChange = z.infer<typeof contractChangeSchema>;

/**
 * `POST /wps/agent/contracts/:id/answer`: accept or reject what waits (an offer, a change, a
 * termination). Accepting terms below a rate the caller has given its own downlines answers
 * `contract_downline_higher_rate` with those contracts, unless `endDownlineContracts` confirms them
 * ended (spec section 4).
 */
export const contractAnswerSchema = z.strictObject({
  answer: z.enum(CONTRACT_ANSWERS),
  endDownlineContracts: z.boolean().default(false),
});
export type ContractAnswerInput = z.input<typeof contractAnswerSchema>;

export const contractIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * `GET /wps/agent/contracts/limits`: what an offer of a kind and product may hold: the operator's
 * lowest and highest rate and the caller's own signed terms (its downlines' ceiling; null for the
 * operator's console, whose ceiling is the maximum).
 */
export const contractLimitsQuerySchema = z.strictObject({
  kind: kindQuery,
  product: z.enum(CONTRACT_PRODUCTS),
});
export const contractLimitsSchema = z.object({
  enabled: z.boolean(),
  minRate: contractRateSchema,
  maxRate: contractRateSchema,
  /** The highest fixed amount a salary tier may pay. */
  maxFixedAmount: z.string(),
  /** The dividend periods the operator allows. */
  dividendPeriods: z.array(z.enum(DIVIDEND_PERIODS)),
  /** The caller's own signed terms of this kind and product, its downlines' ceiling. */
  ownTerms: contractTermsSchema.nullable(),
  /** Direct downline agents with no contract of this kind and product yet, to offer one to. */
  candidates: z.array(contractPartySchema),
});
export type ContractLimits = z.infer<typeof contractLimitsSchema>;

/** The figures a settlement used, every one of them, as decimal strings (counts as numbers). */
export const settlementFiguresSchema = z.object({
  /** The team's (the agent and its downlines at any depth) valid bet over the period. */
  teamValidBet: z.string(),
  /** The house's result from the team: stake minus payout (positive: the team lost). */
  teamNetLoss: z.string(),
  activeMembers: z.number().int(),
  /** Dividend: the service fee (period valid bet × the operator's fee rate). */
  serviceFee: z.string().nullable(),
  /** Dividend: the result carried in from the previous period, and out to the next. */
  carriedIn: z.string().nullable(),
  carriedOut: z.string().nullable(),
  /** Dividend: each part of the month's team valid bet, for the periodic condition. */
  periodicBets: z.array(z.string()).nullable(),
  /** Real-time salary: the stake of the losing and of the winning rounds counted. */
  losingStake: z.string().nullable(),
  winningStake: z.string().nullable(),
  /** The tier applied (index from 0), null when none is reached. */
  tierIndex: z.number().int().nullable(),
  /** The rate applied: a percentage, or null (a fixed amount, or no tier). */
  rate: z.string().nullable(),
  /** What the agent's contract earns on its whole team. */
  teamAmount: z.string(),
  /** What its direct downlines' contracts earn, paid to them out of the team amount. */
  downlineAmount: z.string(),
});
export type SettlementFigures = z.infer<typeof settlementFiguresSchema>;

/** One agent's settlement of one contract kind for one period. */
export const settlementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  product: z.enum(CONTRACT_PRODUCTS),
  /** The period's key (`2026-11-24`, `2026-11-24T09`, `2026-11`...), and its bounds. */
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  agent: contractPartySchema,
  contractId: z.number().int(),
  figures: settlementFiguresSchema,
  /** What the agent is paid: team amount minus downline amount, never below zero. */
  amount: z.string(),
  /** Adjustments staff made afterwards (signed). */
  adjustment: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** Why staff rejected it, or why paying failed. */
  reason: z.string().nullable(),
  /** The ledger transfer that paid it. */
  transferId: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementPageSchema = pageOf(settlementSchema).extend({
  /** The sum of `amount` over every record the filter keeps, not only this page. */
  amount: z.string(),
});
export type SettlementPage = z.infer<typeof settlementPageSchema>;

/** `GET /wps/agent/settlements`: the caller's own settlement records of a kind over a range of days. */
export const settlementListQuerySchema = z
  .strictObject({
    kind: kindQuery,
    startDate: dateQuery,
    endDate: dateQuery,
    status: z.enum(SETTLEMENT_STATUSES).optional(),
    ...pageQuery,
  })
  .refine((q) => q.startDate <= q.endDate, { path: ['endDate'], message: 'endBeforeStart' });
export type SettlementListQuery = z.input<typeof settlementListQuerySchema>;

/**
 * `GET /wps/agent/settlements/estimate`: the current (open) period of each of the caller's signed
 * contracts of a kind, computed now as the settlement would: an estimate, paid only when settled.
 */
export const settlementEstimateQuerySchema = z.strictObject({ kind: kindQuery });
export const settlementEstimateSchema = z.object({
  list: z.array(
    settlementSchema
      .pick({
        kind: true,
        product: true,
        period: true,
        periodStart: true,
        periodEnd: true,
        contractId: true,
        figures: true,
        amount: true,
      })
      .extend({ computedAt: z.string() }),
  ),
});
export type SettlementEstimate = z.infer<typeof settlementEstimateSchema>;

/** The operator's policy of one contract kind (console). */
export const contractPolicySchema = z.strictObject({
  /** The lowest and highest rate any contract of the kind may hold. */
  minRate: contractRateSchema,
  maxRate: contractRateSchema,
  maxFixedAmount: thresholdSchema,
  /** A downline whose valid bet in the period reaches this is an active member. */
  activeMemberThreshold: thresholdSchema,
  payoutMode: z.enum(PAYOUT_MODES),
  /** Dividend: the periods contracts may choose, the service fee rate and the carry-over mode. */
  dividendPeriods: z.array(z.enum(DIVIDEND_PERIODS)).min(1),
  serviceFeeRate: contractRateSchema,
  carryOver: z.enum(CARRY_OVER_MODES),
  /** Hourly salary: every hour or every 30 minutes. */
  hourlyPeriod: z.enum(HOURLY_PERIODS),
});
export type ContractPolicy = z.infer<typeof contractPolicySchema>;

/** Every kind's policy, with whether its white-label switch is on (the switches page turns it). */
export const contractPoliciesSchema = z.object(
  Object.fromEntries(
    CONTRACT_KINDS.map((kind) => [kind, contractPolicySchema.extend({ enabled: z.boolean() })]),
  ) as Record<
    (typeof CONTRACT_KINDS)[number],
    ReturnType<typeof contractPolicySchema.extend<{ enabled: z.ZodBoolean }>>
  >,
);
export type ContractPolicies = z.infer<typeof contractPoliciesSchema>;

export const contractPolicyParams = z.strictObject({ kind: kindQuery });

/**
 * `GET /wps/member/info/funds/consolidated` (spec sections 3 and 6), with the spec's flag names:
 * each is on when the kind's white-label switch is on and the caller holds a contract of the kind
 * (signed, or waiting for an answer), as the downline or the upline; its page then shows in the
 * agent centre's menu.
 */
export const contractFlagsSchema = z.object({
  /** Dividend contract: the dividend record (agentDividendRecordCopy2). */
  divtypereq: z.boolean(),
  /** Daily salary contract: daily wages (agentDailyWages2). */
  dailysalreqtype: z.boolean(),
  /** Hourly salary contract: hourly salary (agentHourSalary). */
  contracthoursalreq: z.boolean(),
  /** Real-time salary contract: real-time salary (agentRealtimeSalary). */
  realtimesalreqtype: z.boolean(),
});
export type ContractFlags = z.infer<typeof contractFlagsSchema>;
