/*
 * The agent's downlines (register centre, referral links, team management): plain values apart
 * from their zod schemas.
 */

/** Product categories a member carries a rebate rate for (spec: rebate per product series). */
export const REBATE_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** A rate is a percentage with at most two decimals, stored as hundredths of a percent. */
export const REBATE_RATE_SCALE = 100;
/** No rate, the operator's maximum included, is above this percentage. */
export const REBATE_RATE_CEILING_PERCENT = 10;

/** What a downline created directly or through a link becomes. */
export const DOWNLINE_ACCOUNT_TYPES = ['AGENT', 'MEMBER'] as const;
export type DownlineAccountType = (typeof DOWNLINE_ACCOUNT_TYPES)[number];

/** How long a referral link lives. */
export const LINK_EXPIRIES = ['NEVER', 'ONE_DAY', 'SEVEN_DAYS', 'THIRTY_DAYS', 'ONE_YEAR'] as const;
export type LinkExpiry = (typeof LINK_EXPIRIES)[number];
/** Days each expiry lasts (null: never ends). */
export const LINK_EXPIRY_DAYS: Record<LinkExpiry, number | null> = {
  NEVER: null,
  ONE_DAY: 1,
  SEVEN_DAYS: 7,
  THIRTY_DAYS: 30,
  ONE_YEAR: 365,
};

/** Where the agent shares a link (the reference's forum, group chat, or its own label). */
export const LINK_CHANNELS = ['FORUM', 'GROUP_CHAT', 'CUSTOM'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

export const LINK_STATUSES = ['NORMAL', 'EXPIRED'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Links one agent may keep at once. */
export const LINKS_PER_AGENT = 50;

/** The query parameter of a referral link that carries its code. */
export const AFFILIATE_CODE_PARAM = 'affiliateCode';

/** How a downline came into the team (reference: registration method). */
export const REGISTRATION_METHODS = ['LINK', 'AFFILIATE_CODE', 'AGENT_CREATED', 'DIRECT'] as const;
export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number];

/** Team management tabs: direct agents or direct players. */
export const TEAM_TABS = ['AGENTS', 'PLAYERS'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export const YES_NO = ['YES', 'NO'] as const;
