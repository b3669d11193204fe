import { z } from 'zod';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';
import { multiline } from '../text.ts';
import {
  DOWNLINE_ACCOUNT_TYPES,
  LINK_CHANNELS,
  LINK_EXPIRIES,
  LINK_STATUSES,
  REBATE_CATEGORIES,
  REBATE_RATE_CEILING_PERCENT,
  REBATE_RATE_SCALE,
  REGISTRATION_METHODS,
  TEAM_TABS,
  YES_NO,
  type RebateCategory,
} from './constants.ts';

/** A rebate percentage on the wire: `0` to the ceiling, at most two decimals ("0.8", "1.25"). */
export const rebateRateSchema = z
  .string()
  .regex(/^\d{1,2}(?:\.\d{1,2})?$/, 'invalidValue')
  .refine((rate) => Number(rate) <= REBATE_RATE_CEILING_PERCENT, 'invalidValue');

/** A rate in hundredths of a percent, as the server keeps it. */
export const rateToUnits = (rate: string): number => Math.round(Number(rate) * REBATE_RATE_SCALE);
export const unitsToRate = (units: number): string => {
  const whole = Math.floor(units / REBATE_RATE_SCALE);
  const hundredths = units % REBATE_RATE_SCALE;
  return hundredths === 0
    ? String(whole)
    : `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
};

/** One rate for every product category. */
export const rebateRatesSchema = z.object(
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rebateRateSchema])) as Record<
    RebateCategory,
    typeof rebateRateSchema
  >,
);
export type RebateRates = z.infer<typeof rebateRatesSchema>;

/** The caller's own rates (the ceiling of its downlines') and what the agent policy lets it do. */
export const agentRebateSchema = z.object({
  own: rebateRatesSchema,
  mayCreateAgents: z.boolean(),
});
export type AgentRebate = z.infer<typeof agentRebateSchema>;

const usernameInput = z.string().trim().min(1).max(64);
const passwordInput = z.string().min(1).max(64);

export const createDownlineSchema = z.object({
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  username: usernameInput,
  password: passwordInput,
  rebateRates: rebateRatesSchema,
});
export type CreateDownline = z.infer<typeof createDownlineSchema>;

export const createdDownlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
});
export type CreatedDownline = z.infer<typeof createdDownlineSchema>;

export const createLinkSchema = z.object({
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  expiry: z.enum(LINK_EXPIRIES),
  channel: z.enum(LINK_CHANNELS),
  /** The agent's own label; required for a custom channel. */
  channelLabel: z.string().trim().max(40).optional(),
});
export type CreateLink = z.infer<typeof createLinkSchema>;

export const referralLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The registration address carrying the code, on the site's address. */
  url: z.string(),
  accountType: z.enum(DOWNLINE_ACCOUNT_TYPES),
  expiry: z.enum(LINK_EXPIRIES),
  channel: z.enum(LINK_CHANNELS),
  channelLabel: z.string().nullable(),
  registeredCount: z.number().int(),
  status: z.enum(LINK_STATUSES),
  createdAt: z.string(),
  /** Null for a link that never expires. */
  expiresAt: z.string().nullable(),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;
export const referralLinksSchema = z.object({ list: z.array(referralLinkSchema) });

export const linkIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** `GET /wps/agent/affiliate`: a code, or the host name whose first label is one. */
export const affiliateQuerySchema = z.object({
  code: z.string().trim().max(32).optional(),
  domain: z.string().trim().max(253).optional(),
});
export const affiliateSchema = z.object({
  valid: z.boolean(),
  /** The code found (upper-cased), null when none is valid. */
  code: z.string().nullable(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const teamQuerySchema = z.object({
  tab: z.enum(TEAM_TABS).default('PLAYERS'),
  /** Whose direct downlines: the caller (default) or an agent inside its team. */
  uplineId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  /** Part of a username or of the caller's remark. */
  search: z.string().trim().max(64).optional(),
  loggedIn: z.enum(YES_NO).optional(),
  deposited: z.enum(YES_NO).optional(),
  /** Registration days, both inclusive. */
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  ...pageQuery,
});
export type TeamQuery = z.input<typeof teamQuerySchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  uplineUsername: z.string().nullable(),
  vipLevel: z.number().int(),
  /** Downlines at any depth. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  /** Online now: a live session used within the last `ONLINE_MINUTES`. */
  online: z.boolean(),
  /** The last day with a deposit, in the merchant's time zone. */
  lastDepositDay: z.string().nullable(),
  balance: z.string(),
  teamBalance: z.string(),
  rebateRates: rebateRatesSchema,
  registrationMethod: z.enum(REGISTRATION_METHODS),
  registerUrl: z.string().nullable(),
  remark: z.string().nullable(),
  registeredAt: z.string(),
  /** Whether the caller is its direct upline (rates, set as agent). */
  direct: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamPageSchema = pageOf(teamMemberSchema);

export const downlineIdParamsSchema = z.object({
  memberId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const remarkSchema = z.object({ remark: z.string().trim().max(100) });
export const downlineMessageSchema = z.object({
  title: z.string().trim().min(1).max(100),
  content: multiline(z.string().trim().min(1).max(2000)),
});
export const setRebateSchema = z.object({ rebateRates: rebateRatesSchema });
export const downlineOkSchema = z.object({ ok: z.literal(true) });
