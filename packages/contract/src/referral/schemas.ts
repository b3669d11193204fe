import { z } from 'zod';
import { amountSchema } from '../amounts.ts';
import { pageOf, pageQuery } from '../list-queries.ts';
import { REWARD_STATUSES } from '../rewards/constants.ts';
import {
  REFERRAL_BET_PERIODS,
  REFERRAL_FAILURES,
  REFERRAL_INVITEE_STATUSES,
  REFERRAL_MAX_DAYS,
  REFERRAL_RULES,
  REFERRAL_SHARE_SCALE,
} from './constants.ts';

/** A share in hundredths of a percent (0 = the rule is off, 10000 = 100 %). */
const shareSchema = z.number().int().min(0).max(REFERRAL_SHARE_SCALE);

/**
 * The operator's programme: qualification (a first deposit of at least `minFirstDeposit` and a valid
 * bet of at least `minValidBet` within `qualifyDays` merchant days from the registration day (its first
 * day), a phone no earlier member used, not the inviter's device or IP) and the rewards, each off when null or 0.
 * Money is `M`: a decimal string in answers, an amount codec in the console's body.
 */
const settingsOf = <M extends z.ZodType>(money: M) =>
  z.strictObject({
    enabled: z.boolean(),
    minFirstDeposit: money,
    /** Null: no bet requirement. */
    minValidBet: money.nullable(),
    qualifyDays: z.number().int().min(1).max(REFERRAL_MAX_DAYS),
    uniquePhone: z.boolean(),
    /** Refuse an invitee registered from the inviter's registration device id. */
    refuseSameDevice: z.boolean(),
    /** Refuse an invitee registered from the inviter's registration IP. */
    refuseSameIp: z.boolean(),
    /** Paid once per qualified invitee. */
    qualifiedReward: money.nullable(),
    /** Paid for every `groupSize` invitees with a first deposit (the 1st block, the 2nd, ...). */
    groupSize: z.number().int().min(2).max(1000).nullable(),
    groupReward: money.nullable(),
    /** Share of each invitee's first deposit. */
    firstDepositShare: shareSchema,
    /** Share of the invitees' valid bets over each period, paid after it ends. */
    betShare: shareSchema,
    betPeriod: z.enum(REFERRAL_BET_PERIODS),
  });

export const referralSettingsSchema = settingsOf(z.string());
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;
/** The group rule needs both its size and its reward. */
export const referralSettingsInputSchema = settingsOf(amountSchema()).superRefine((settings, context) => {
  if (settings.groupSize !== null && settings.groupReward === null) {
    context.addIssue({ code: 'custom', message: 'required', path: ['groupReward'] });
  }
  if (settings.groupSize === null && settings.groupReward !== null) {
    context.addIssue({ code: 'custom', message: 'required', path: ['groupSize'] });
  }
});
export type ReferralSettingsInput = z.input<typeof referralSettingsInputSchema>;

/** Income of one rule: granted today (merchant day) and in total. */
export const referralIncomeSchema = z.object({
  rule: z.enum(REFERRAL_RULES),
  today: z.string(),
  total: z.string(),
  count: z.number().int(),
});
export type ReferralIncome = z.infer<typeof referralIncomeSchema>;

/** `GET /wps/relay/referral`: the member's code, totals, income per rule and the programme's rules. */
export const referralOverviewSchema = z.object({
  /** The programme runs (the REFERRAL switch and the operator's setting). */
  enabled: z.boolean(),
  /** The member's own referral code; the link is the site's address with `?referralCode=`. */
  code: z.string(),
  invitations: z.number().int(),
  qualified: z.number().int(),
  depositing: z.number().int(),
  /** Decimal strings: everything the programme granted the member, and today. */
  totalPrize: z.string(),
  incomeToday: z.string(),
  income: z.array(referralIncomeSchema),
  /** Rewards of the programme waiting to be claimed in the reward centre. */
  pendingClaims: z.number().int(),
  programme: referralSettingsSchema,
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

/** One invitee as its inviter sees it: name masked. */
export const referralInviteeSchema = z.object({
  name: z.string(),
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
  status: z.enum(REFERRAL_INVITEE_STATUSES),
  failure: z.enum(REFERRAL_FAILURES).nullable(),
  /** The last merchant day of the qualification window. */
  qualifyUntil: z.string(),
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

export const referralInviteesQuerySchema = z.strictObject({
  status: z.enum(REFERRAL_INVITEE_STATUSES).optional(),
  ...pageQuery,
});
export const referralInviteePageSchema = pageOf(referralInviteeSchema);

/** One reward the programme granted (claimed in the reward centre). */
export const referralRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  rule: z.enum(REFERRAL_RULES),
  /** The invitee it is for (masked), when one. */
  invitee: z.string().nullable(),
  /** The period (BETS: `YYYY-MM-DD`, `YYYY-Www`-like week start or `YYYY-MM`) or the block number (GROUP). */
  period: z.string().nullable(),
  amount: z.string(),
  /** Where the reward stands in the reward centre: waiting (PENDING), CLAIMED, EXPIRED or CANCELLED by staff. */
  claim: z.enum(REWARD_STATUSES),
});
export type ReferralRecord = z.infer<typeof referralRecordSchema>;

export const referralRecordsQuerySchema = z.strictObject({
  rule: z.enum(REFERRAL_RULES).optional(),
  ...pageQuery,
});
export const referralRecordPageSchema = pageOf(referralRecordSchema);
