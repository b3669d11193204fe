/*
 * The rewards domain's shared vocabulary (spec sections 1 to 5 and 9; reference sections 8 and 9).
 * Each part (promotions, reward centre tasks, missions, tickets, rebate) declares its own schemas and
 * endpoints in its own file beside this one; these are the words they all share.
 */

/** Where a reward came from: every reward row and every ledger key names one. */
export const REWARD_SOURCES = [
  'PROMOTION',
  'SIGN_IN',
  'NEWBIE',
  'RESCUE',
  'PROMO_CODE',
  'MISSION',
  'TICKET',
  'MANUAL',
  /** VIP (issue 26): the one-off bonus of reaching a rank, and the rank's daily, weekly or monthly salary. */
  'VIP_UPGRADE',
  'VIP_SALARY',
  /** Invite friends (issue 26): what an inviter earns from qualified invitees. */
  'REFERRAL',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/**
 * What a reward gives: MONEY is cash with no strings; BONUS is cash with the turnover requirement its
 * grant names; POINTS are points (their own ledger); TICKET is one ticket of a ticket event; ITEM is
 * merchandise delivered by staff; RETRY is a ticket's "try again" (nothing).
 */
export const PRIZE_KINDS = ['MONEY', 'BONUS', 'POINTS', 'TICKET', 'ITEM', 'RETRY'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/**
 * A reward waiting in the reward centre (reference: received, claim, expired): PENDING until the
 * member claims it (CLAIMED) or its expiry passes (EXPIRED); staff may CANCEL a pending one.
 */
export const REWARD_STATUSES = ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The badge counts of reference section 8 (`{enabled, count}` each), polled every 5 minutes. */
export const PROMO_COUNT_KINDS = [
  'LOGIN',
  'REGISTER',
  'SAVIOR',
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'UPGRADE_BONUS',
  'MISSION',
  'REFERRAL',
] as const;
export type PromoCountKind = (typeof PROMO_COUNT_KINDS)[number];
export const PROMO_COUNT_POLL_MS = 5 * 60 * 1000;

/** Promotion statuses as the member sees them (spec section 3: activity statuses). */
export const PROMOTION_STATUSES = [
  'JOIN',
  'JOINED',
  'APPLYING',
  'CLAIM',
  'CLAIMED',
  'ISSUED',
  'IN_PROCESS',
  'REJECTED',
  'CLOSED',
  'COMING_SOON',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A promotion application's remark and images (spec sections 5 and 9). */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;

/** Eligibility conditions a reward may require (reference section 8). */
export const ELIGIBILITY_CONDITIONS = [
  'BANK_CARD',
  'REAL_NAME',
  'VERIFIED_MOBILE',
  'ID_NUMBER',
  'ADDRESS',
  'EMAIL',
  'FIRST_DEPOSIT',
  'DEPOSIT_COUNT',
] as const;
export type EligibilityCondition = (typeof ELIGIBILITY_CONDITIONS)[number];

/** Progress conditions of promo codes and missions, shown as `{actual}/{required}`. */
export const PROGRESS_CONDITIONS = [
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'VALID_BET',
  'BET_COUNT',
  'PROFIT_MULTIPLIER',
] as const;
export type ProgressCondition = (typeof PROGRESS_CONDITIONS)[number];

/** Missions by status (reference: 開催中 / 終了 / 近日開催). */
export const MISSION_STATUSES = ['IN_PROGRESS', 'FINISHED', 'COMING_SOON'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** A milestone's reward as the member sees it (reference: received, claim, expired, finished, incomplete). */
export const MILESTONE_STATUSES = ['RECEIVED', 'CLAIM', 'EXPIRED', 'FINISHED', 'INCOMPLETE'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** Ticket kinds (spec sections 2 and 4): each is opened once and draws its prize on the server. */
export const TICKET_KINDS = [
  'GOLDEN_EGG',
  'RED_ENVELOPE',
  'PRIZE_WHEEL',
  'CASH_VOUCHER',
  'GIFT_CODE',
] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** How long opened tickets stay in the member's records (reference section 8). */
export const TICKET_RECORD_DAYS = 90;

/** Delivery of merchandise won from a ticket. */
export const DELIVERY_STATUSES = ['NOT_APPLICABLE', 'PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a turnover requirement multiplies (issue: a multiple of the bonus, or of bonus plus deposit). */
export const TURNOVER_BASES = ['BONUS', 'BONUS_PLUS_DEPOSIT'] as const;
export type TurnoverBase = (typeof TURNOVER_BASES)[number];

/** A bonus's turnover requirement: ACTIVE until MET, or ended by staff (CANCELLED keeps the money, FORFEITED takes it back). */
export const TURNOVER_STATUSES = ['ACTIVE', 'MET', 'CANCELLED', 'FORFEITED'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

/** Weights are in hundredths of a percent (10000 = the whole valid bet counts). */
export const TURNOVER_WEIGHT_SCALE = 10_000;
