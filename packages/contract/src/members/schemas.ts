import { z } from 'zod';
import { countryDialingCode, mobileNum, password, text, verificationCode } from '../auth/fields.ts';
import { smsCodeRequestSchema } from '../auth/schemas.ts';
import { MINIMUM_AGES } from '../constants.ts';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { fieldRuleSchema } from '../system/schemas.ts';
import { walletSecuritySchema } from '../wallet/schemas.ts';

/*
 * The members module: the member's info and language, profile, contacts, authenticator, sessions
 * and login history (the security centre).
 */

/** Profile fields of spec section 3 the operator may enable in the security centre. */
export const PROFILE_FIELDS = [
  'nickname',
  'fullName',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'line',
  'telegram',
  'whatsapp',
  'zalo',
  'twitter',
  'facebook',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Fields a member sets once; changing them afterwards goes through customer service. */
export const SET_ONCE_PROFILE_FIELDS: readonly ProfileField[] = ['fullName', 'birthday'];

/** The operator's profile setting: which fields show, their rules, and the age the birthday must prove. */
export const profileConfigSchema = z.object({
  fields: z.record(z.enum(PROFILE_FIELDS), fieldRuleSchema),
  minimumAge: z.union(MINIMUM_AGES.map((age) => z.literal(age))),
  /** Ask for a second check on logins from an IP the member has not used (spec section 4). */
  newDeviceVerification: z.boolean(),
  /** Days after which a password counts as expired; 0 never. The forced-change switch decides what happens. */
  passwordMaxAgeDays: z.number().int().min(0).max(3650),
  /**
   * Minutes the 5th wrong password locks a member or staff account for; each further lock before a
   * good login lasts twice as long, at most a day. A password reset lifts a member's lock at once.
   */
  loginLockMinutes: z.number().int().min(1).max(1440),
});

export type ProfileConfig = z.infer<typeof profileConfigSchema>;

/**
 * `GET /wps/member/security`: the security centre's view of the caller, with the wallet's
 * protections (payee name, payment password) that the withdrawal page reads from the same call.
 */
export const securityOverviewSchema = walletSecuritySchema.extend({
  account: z.string(),
  profile: z.record(z.enum(PROFILE_FIELDS), z.string().nullable()),
  config: profileConfigSchema,
  mobile: z.object({ countryDialingCode: z.string(), masked: z.string(), verified: z.boolean() }).nullable(),
  email: z.object({ masked: z.string(), verified: z.boolean() }).nullable(),
  totpEnrolled: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss`. */
  passwordChangedAt: z.string(),
  socialIdentities: z.array(
    z.object({ provider: z.string(), providerName: z.string(), linkedAt: z.string() }),
  ),
});

export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** `PUT /wps/member/profile`: only enabled fields; an empty string clears an optional field. */
export const profileUpdateSchema = z.strictObject(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text().optional()])) as Record<
    ProfileField,
    z.ZodOptional<ReturnType<typeof text>>
  >,
);

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** `POST /wps/verification/sms/bind`: a code to the mobile number the member is binding. */
export const bindMobileCodeRequestSchema = smsCodeRequestSchema;

/** `POST /wps/verification/email/bind`: a code to the email address the member is binding. */
export const bindEmailCodeRequestSchema = z.strictObject({ email: text().min(1) });

/** `PUT /wps/member/mobile`: bind or change the mobile number with its code and the login password. */
export const bindMobileRequestSchema = z.strictObject({
  mobileNum,
  countryDialingCode,
  verificationCode,
  password,
});

export type BindMobileRequest = z.input<typeof bindMobileRequestSchema>;

/** `PUT /wps/member/email`: bind or change the email address with its code and the login password. */
export const bindEmailRequestSchema = z.strictObject({
  email: text().min(1),
  verificationCode,
  password,
});

export type BindEmailRequest = z.input<typeof bindEmailRequestSchema>;

/** `POST /wps/member/totp`: start an enrolment (the login password again); answers the secret to scan. */
export const totpStartRequestSchema = z.strictObject({ password });

export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** `PUT /wps/member/totp`: confirm the enrolment with a current code. */
export const totpConfirmRequestSchema = z.strictObject({ code: text(12).regex(/^\d{6}$/) });

/** `DELETE /wps/member/totp`: remove the authenticator with the password and a current code. */
export const totpRemoveRequestSchema = z.strictObject({ password, code: text(12).regex(/^\d{6}$/) });

/** `GET /wps/member/sessions`: the member's live sessions. */
export const activeSessionSchema = z.object({
  id: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** `GET /wps/member/loginHistory`: one login attempt. */
export const loginHistoryEntrySchema = z.object({
  ip: z.string(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  method: z.string().nullable(),
  at: z.string(),
});

export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

/** `GET /wps/member/info` (spec section 3, "Member info"). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  /** Real wallet balance, 2 decimals. */
  balance: z.string(),
  currencySymbol: z.string(),
  currency: z.string(),
  unreadMessageCount: z.number().int(),
  availablePromoCount: z.number().int(),
  isVip: z.boolean(),
  vipLevel: z.number().int(),
  label: z.string().nullable(),
  rank: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  /** The login before the current session's, `YYYY-MM-DD HH:mm:ss`; null on the first login. */
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  /**
   * The member's avatar (`/wps/member/info/icon`): the chosen icon's or the uploaded picture's
   * address; null for none (the plain figure), also when the chosen icon was removed since.
   */
  avatarUrl: z.string().nullable(),
});

export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** One of the operator's avatar icons a member may choose. */
export const avatarIconSchema = z.object({ id: z.number().int(), url: z.string() });
export type AvatarIcon = z.infer<typeof avatarIconSchema>;

/** `GET /wps/member/info/icon`: the operator's icons in their order, and the member's current avatar. */
export const memberAvatarSchema = z.object({
  icons: z.array(avatarIconSchema),
  /** The icon the member chose (null: an uploaded picture, or none). */
  iconId: z.number().int().nullable(),
  /** As member info's `avatarUrl`. */
  avatarUrl: z.string().nullable(),
});
export type MemberAvatar = z.infer<typeof memberAvatarSchema>;

/** `PUT /wps/member/info/icon`: choose one of the operator's icons (an uploaded picture is dropped). */
export const avatarIconChoiceSchema = z.strictObject({
  iconId: z.number().int().positive().max(2_147_483_647),
});

/** `PUT /wps/member/language`: a logged-in language change is saved to the server. */
export const languageUpdateSchema = z.strictObject({ language: z.enum(SUPPORTED_LANGUAGES) });
