import { z } from 'zod';
import { MINIMUM_AGES } from '../constants.ts';
import { loginResultSchema } from './auth.ts';
import { fieldRuleSchema } from './system.ts';
import { walletSecuritySchema } from './wallet.ts';

const text = (max = 255) => z.string().trim().max(max);
/** A national mobile number as typed (digits, spaces, hyphens); its length is checked per country. */
const mobileNum = text(20).min(1);
const countryDialingCode = text(4)
  .regex(/^\+?\d{1,4}$/)
  .transform((code) => code.replace(/^\+/, ''));
const verificationCode = text(255).min(1);
const password = z.string().min(1).max(128);

/** `POST /wps/verification/sms/noLogin`: a code for SMS login or the phone password reset. */
export const smsCodeRequestSchema = z.strictObject({ mobileNum, countryDialingCode });
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

/** `POST /wps/verification/sms/register`: the spec names the number `mobileNo` here. */
export const smsRegisterCodeRequestSchema = z.strictObject({ mobileNo: mobileNum, countryDialingCode });
export type SmsRegisterCodeRequest = z.input<typeof smsRegisterCodeRequestSchema>;

/** Every code request answers how long the code lives; the button counts down this many minutes. */
export const codeSentSchema = z.object({
  expiredMinutes: z.number().int(),
  /** Where it went, masked (`+81 90****5678`, `ta***@example.com`); only for the member's own contacts. */
  destination: z.string().optional(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/**
 * `PUT /wps/member/register/mobile` (encrypted, method `registerMobile`): the mobile number is the
 * account; the username is made from it. The operator's rules for password, payment password
 * and affiliate code apply as in the username registration.
 */
export const registerMobileRequestSchema = z.strictObject({
  mobileNum,
  countryDialingCode,
  /** Required when SMS verification is on (spec section 5, max 255). */
  verificationCode: verificationCode.optional(),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  paymentPassword: z.string().max(128).optional(),
  affiliateCode: text().optional(),
  referralCode: text(64).optional(),
  domain: text().optional(),
  registerUrl: text(2048).optional(),
  registerMethod: z.enum(['WEB']).default('WEB'),
  terms: z.boolean(),
  login: z.boolean().default(true),
});
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** `POST /wps/member/password/email` (a form post): answers the same whether or not the pair exists. */
export const forgotByEmailRequestSchema = z.strictObject({
  username: text(64).min(1),
  email: text().min(1),
});
export type ForgotByEmailRequest = z.input<typeof forgotByEmailRequestSchema>;

/** `POST /wps/member/password/reset` (encrypted): the token from the emailed link and the new password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: text(128).min(1),
  newPassword: password,
  confirmNewPassword: password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `POST /wps/member/password/verification` (encrypted): the phone password reset. */
export const resetByPhoneRequestSchema = z.strictObject({
  mobileNum,
  countryDialingCode,
  verificationCode,
  newPassword: password,
  confirmNewPassword: password,
});
export type ResetByPhoneRequest = z.input<typeof resetByPhoneRequestSchema>;

/** `POST /wps/session/login/freeplay` (spec section 7: os, platform W, gateway version 3). */
export const freePlayRequestSchema = z.strictObject({
  os: text(64).optional(),
  platform: z.literal('W').default('W'),
  gatewayVersion: z.coerce.number().int().default(3),
});
export type FreePlayRequest = z.input<typeof freePlayRequestSchema>;

/** How a login from an unknown IP, or by a member with an authenticator, is confirmed (spec section 4). */
export const CHALLENGE_METHODS = ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'TOTP'] as const;
export type ChallengeMethod = (typeof CHALLENGE_METHODS)[number];

/**
 * The `value` of a `login_verification_required` failure: the password was right, but this login
 * needs one more answer. The client repeats the login with `challengeToken`, `challengeMethod` and
 * `challengeAnswer` (the code, the bank account name, or the authenticator code).
 */
export const loginChallengeSchema = z.object({
  challengeToken: z.string(),
  /** NEW_DEVICE: an IP this member has not logged in from; TWO_FACTOR: the member enrolled an authenticator. */
  reason: z.enum(['NEW_DEVICE', 'TWO_FACTOR']),
  methods: z.array(z.enum(CHALLENGE_METHODS)).min(1),
  /** Masked destinations of the code methods. */
  destinations: z.object({ SMS: z.string().optional(), EMAIL: z.string().optional() }),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** `POST /wps/session/login/challenge/code`: sends the SMS or email code of a pending challenge. */
export const challengeCodeRequestSchema = z.strictObject({
  challengeToken: text(128).min(1),
  method: z.enum(['SMS', 'EMAIL']),
});
export type ChallengeCodeRequest = z.input<typeof challengeCodeRequestSchema>;

/** Social login (OpenID Connect) providers the operator configured, as the login modal lists them. */
export const socialProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** `POST /wps/oauth/{provider}/start`: where to send the browser to sign in with the provider. */
export const socialStartRequestSchema = z.strictObject({
  /** LOGIN from the login modal; LINK from the security centre (needs a session). */
  intent: z.enum(['LOGIN', 'LINK']).default('LOGIN'),
});
export const socialStartResultSchema = z.object({ url: z.string() });
export type SocialStartResult = z.infer<typeof socialStartResultSchema>;

/** `POST /wps/session/login/social`: the ticket the callback put in the `/oauth` page's address. */
export const socialTicketRequestSchema = z.strictObject({ ticket: text(128).min(1) });

/** `value` of `social_account_not_linked`: who signed in, so the page can offer link or create. */
export const socialIdentitySchema = z.object({
  ticket: z.string(),
  provider: z.string(),
  providerName: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type SocialIdentity = z.infer<typeof socialIdentitySchema>;

/** `POST /wps/session/login/social/link` (encrypted): link the identity to an existing account. */
export const socialLinkRequestSchema = z.strictObject({
  ticket: text(128).min(1),
  username: text(64).min(1),
  password,
});
export type SocialLinkRequest = z.input<typeof socialLinkRequestSchema>;

/** `POST /wps/session/login/social/register`: a new account for the identity, then logged in. */
export const socialRegisterRequestSchema = z.strictObject({
  ticket: text(128).min(1),
  terms: z.boolean(),
  affiliateCode: text().optional(),
  referralCode: text(64).optional(),
});
export type SocialRegisterRequest = z.input<typeof socialRegisterRequestSchema>;

export const socialLoginResultSchema = loginResultSchema;

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
