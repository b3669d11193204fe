import { z } from 'zod';
import { MAX_AMOUNT_MINOR_UNITS } from '../amounts.ts';
import { parseMinorUnits } from '../constants.ts';
import { localizedTextSchema } from '../content-fields.ts';
import { REBATE_CATEGORIES } from '../downlines/constants.ts';
import { rebateRateSchema } from '../downlines/schemas.ts';
import { pageOf, pageQuery } from '../list-queries.ts';

/*
 * VIP ranks (spec: VIP label, member info rank; reference section 11): the operator's ladder of
 * ranks with promotion and keep conditions over the statistics, and each rank's benefits (upgrade
 * bonus once per rank, salary per day, week or month, extra rebate, withdrawal limits).
 */

/** What a condition measures: this calendar month's or all-time deposits and valid bets (turnover). */
export const VIP_CONDITIONS = [
  'MONTHLY_DEPOSIT',
  'TOTAL_DEPOSIT',
  'DEPOSIT_COUNT',
  'MONTHLY_TURNOVER',
  'TOTAL_TURNOVER',
] as const;
export type VipCondition = (typeof VIP_CONDITIONS)[number];

/** How a rank's enabled conditions combine: all of them, or any one. */
export const VIP_MATCHES = ['ALL', 'ANY'] as const;
export type VipMatch = (typeof VIP_MATCHES)[number];

export const VIP_SALARY_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type VipSalaryPeriod = (typeof VIP_SALARY_PERIODS)[number];

/** Why a member's rank changed. */
export const VIP_CHANGE_REASONS = ['PROMOTION', 'DEMOTION', 'MANUAL'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];

/** What a VIP grant was. */
export const VIP_GRANT_KINDS = ['UPGRADE', 'SALARY'] as const;
export type VipGrantKind = (typeof VIP_GRANT_KINDS)[number];

/** The most ranks a ladder holds. */
export const VIP_MAX_RANKS = 20;

/** A label colour: `#rrggbb` (the console offers the design tokens' palette). */
export const vipColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'invalidValue')
  .transform((text) => text.toLowerCase());

/**
 * A money field of a rank (condition target, bonus, salary, limit): a positive decimal string with at
 * most 2 decimals. Request bodies take bigints only as top-level amounts, so these stay text.
 */
export const vipMoneySchema = z
  .string()
  .trim()
  .max(32)
  .refine((text) => {
    const minor = parseMinorUnits(text);
    return minor !== undefined && minor > 0n && minor <= MAX_AMOUNT_MINOR_UNITS && /^\d/.test(text);
  }, 'invalidAmount');

/** A deposit count target: a whole number as text. */
const countSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}$/, 'invalidValue');

/** Each condition's target, null when the condition is off. DEPOSIT_COUNT is a count, the others money. */
export const vipConditionsSchema = z.strictObject({
  MONTHLY_DEPOSIT: vipMoneySchema.nullable(),
  TOTAL_DEPOSIT: vipMoneySchema.nullable(),
  DEPOSIT_COUNT: countSchema.nullable(),
  MONTHLY_TURNOVER: vipMoneySchema.nullable(),
  TOTAL_TURNOVER: vipMoneySchema.nullable(),
});
export type VipConditions = z.infer<typeof vipConditionsSchema>;

/** A rank salary: paid for a period when the member's deposits and valid bet of it reach the requirements. */
export const vipSalarySchema = z.strictObject({
  period: z.enum(VIP_SALARY_PERIODS),
  amount: vipMoneySchema,
  minDeposit: vipMoneySchema.nullable(),
  minValidBet: vipMoneySchema.nullable(),
});
export type VipSalary = z.infer<typeof vipSalarySchema>;

/** A rank as the console edits it. */
export const vipRankInputSchema = z
  .strictObject({
    name: localizedTextSchema(30),
    labelColor: vipColorSchema,
    textColor: vipColorSchema,
    match: z.enum(VIP_MATCHES),
    promotion: vipConditionsSchema,
    keepMatch: z.enum(VIP_MATCHES),
    /** Checked each month over the month before; none enabled: the rank is kept. */
    keep: vipConditionsSchema,
    upgradeBonus: vipMoneySchema.nullable(),
    salaries: z.array(vipSalarySchema).max(VIP_SALARY_PERIODS.length),
    /** Extra rebate per product (percent), added to the member's rates up to the operator's maximum (agent policy). */
    rebateBonus: z.partialRecord(z.enum(REBATE_CATEGORIES), rebateRateSchema),
    /** Withdrawal requests a day (null: the site's limit). */
    withdrawalDailyCount: z.number().int().min(1).max(1000).nullable(),
    /** The largest single withdrawal (null: the site's limit). */
    withdrawalMaxAmount: vipMoneySchema.nullable(),
  })
  .superRefine((rank, context) => {
    const periods = rank.salaries.map((salary) => salary.period);
    periods.forEach((period, index) => {
      if (periods.indexOf(period) !== index) {
        context.addIssue({ code: 'custom', path: ['salaries', index, 'period'], message: 'duplicate' });
      }
    });
    if (Object.values(rank.promotion).every((target) => target === null)) {
      context.addIssue({ code: 'custom', path: ['promotion'], message: 'required' });
    }
  });
export type VipRankInput = z.input<typeof vipRankInputSchema>;

/** A rank as stored and answered: its id, its level (order, from 1) and the input's fields. */
export const vipRankSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  name: z.object({ JA: z.string(), EN: z.string() }),
  labelColor: z.string(),
  textColor: z.string(),
  match: z.enum(VIP_MATCHES),
  promotion: z.record(z.enum(VIP_CONDITIONS), z.string().nullable()),
  keepMatch: z.enum(VIP_MATCHES),
  keep: z.record(z.enum(VIP_CONDITIONS), z.string().nullable()),
  upgradeBonus: z.string().nullable(),
  salaries: z.array(
    z.object({
      period: z.enum(VIP_SALARY_PERIODS),
      amount: z.string(),
      minDeposit: z.string().nullable(),
      minValidBet: z.string().nullable(),
    }),
  ),
  rebateBonus: z.partialRecord(z.enum(REBATE_CATEGORIES), z.string()),
  withdrawalDailyCount: z.number().int().nullable(),
  withdrawalMaxAmount: z.string().nullable(),
});
export type VipRank = z.infer<typeof vipRankSchema>;

/** One condition's progress: `{actual}/{expected}` (money as decimal strings, counts as integers). */
export const vipProgressSchema = z.object({
  condition: z.enum(VIP_CONDITIONS),
  actual: z.string(),
  expected: z.string(),
  met: z.boolean(),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

/** `GET /wps/relay/vip`: the member's rank, progress to the next, what keeps it, and the ladder. */
export const vipOverviewSchema = z.object({
  /** The member's level (0: no rank yet). */
  level: z.number().int(),
  ranks: z.array(vipRankSchema),
  /** Progress to the next rank; null at the top rank or without ranks. */
  next: z.object({ match: z.enum(VIP_MATCHES), progress: z.array(vipProgressSchema) }).nullable(),
  /** This month's progress on the current rank's keep conditions; null without a rank or keep conditions. */
  keep: z.object({ match: z.enum(VIP_MATCHES), progress: z.array(vipProgressSchema) }).nullable(),
});
export type VipOverview = z.infer<typeof vipOverviewSchema>;

/** One VIP grant (upgrade bonus or salary), waiting in or claimed from the reward centre. */
export const vipGrantSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VIP_GRANT_KINDS),
  /** The rank's name in the request's language. */
  rank: z.string(),
  /** SALARY: the period's first day and its kind. */
  period: z.string().nullable(),
  salaryPeriod: z.enum(VIP_SALARY_PERIODS).nullable(),
  amount: z.string(),
  createdAt: z.string(),
});
export type VipGrant = z.infer<typeof vipGrantSchema>;

export const vipGrantsQuerySchema = z.strictObject({ ...pageQuery });
export const vipGrantPageSchema = pageOf(vipGrantSchema);

/** A recorded rank change. */
export const vipRankChangeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(VIP_CHANGE_REASONS),
  /** MANUAL: the staff member's note. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type VipRankChange = z.infer<typeof vipRankChangeSchema>;

export const vipRankChangesQuerySchema = z.strictObject({
  /** A member's exact account (any case); all members when absent. */
  account: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});
export type VipRankChangesQuery = z.input<typeof vipRankChangesQuerySchema>;
export const vipRankChangePageSchema = pageOf(vipRankChangeSchema);

/** The console's manual rank: a member set to a level (0 = no rank), with the reason noted. */
export const vipSetRankSchema = z.strictObject({
  account: z.string().trim().min(1).max(64),
  level: z.number().int().min(0).max(VIP_MAX_RANKS),
  note: z.string().trim().min(1).max(200),
});
export type VipSetRank = z.infer<typeof vipSetRankSchema>;
