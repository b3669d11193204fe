/*
 * Invite friends (spec: referral; reference section 12): the vocabulary shared by the member page,
 * the console and the gateway.
 */

/**
 * An invitee's standing: NOT_QUALIFIED while its qualification window is open and the conditions are
 * not met yet, QUALIFIED once they are, FAILED when the window ended unmet or the invitee registered
 * from the inviter's device or IP, DUPLICATE_PHONE when its mobile number was used by an earlier member.
 */
export const REFERRAL_INVITEE_STATUSES = ['QUALIFIED', 'NOT_QUALIFIED', 'FAILED', 'DUPLICATE_PHONE'] as const;
export type ReferralInviteeStatus = (typeof REFERRAL_INVITEE_STATUSES)[number];

/** Why an invitee FAILED: its window ended unmet, or it registered from the inviter's device or IP. */
export const REFERRAL_FAILURES = ['EXPIRED', 'SAME_DEVICE'] as const;
export type ReferralFailure = (typeof REFERRAL_FAILURES)[number];

/**
 * The programme's reward rules: per qualified invitee, per N depositing invitees, a share of each
 * invitee's first deposit, a share of the invitees' valid bets over a period.
 */
export const REFERRAL_RULES = ['QUALIFIED', 'GROUP', 'FIRST_DEPOSIT', 'BETS'] as const;
export type ReferralRule = (typeof REFERRAL_RULES)[number];

/** The period the valid-bet share is paid for (after it ends). */
export const REFERRAL_BET_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type ReferralBetPeriod = (typeof REFERRAL_BET_PERIODS)[number];

/** Shares are in hundredths of a percent: 150 = 1.5 %. */
export const REFERRAL_SHARE_SCALE = 10_000;

/** The longest qualification window, in merchant days. */
export const REFERRAL_MAX_DAYS = 365;

/** The landing URL's parameter carrying the inviter's code (kept by the web for the registration form). */
export const REFERRAL_CODE_PARAM = 'referralCode';

/**
 * The header with the browser's device id: a random id the member site keeps in localStorage and
 * sends with every call; registration stores it to refuse an invitee on the inviter's own device.
 */
export const deviceIdHeader = 'Device-Id';
/** What a device id looks like (a UUID or similar); anything else is ignored. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
