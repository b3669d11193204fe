import { z } from 'zod';
import { countryDialingCode, mobileNum, password, text, verificationCode } from './fields.ts';
import type { Language } from '../languages.ts';
import {
  REGISTER_FIELDS,
  type FieldRule,
  type RegisterConfig,
  type RegisterField,
} from '../system/schemas.ts';
import { patternMessage, validationText } from '../validation-messages.ts';

/*
 * The auth module (spec sections 2, 4 and 7): login and its checks, registration, SMS codes,
 * password change and recovery, free play, social login.
 */

/** Which side a login comes from: the member site or the agent landing (`/agent`). */
export const LOGIN_PORTAL = { MEMBER: 'MEMBER', AGENT: 'AGENT' } as const;

/**
 * `POST /wps/session/login` (encrypted). Inputs are trimmed (spec section 5). `type` says what
 * identifies the member: `username` (the default) or `mobile` with a password, or `sms` with a
 * code from `/wps/verification/sms/noLogin`. A `login_verification_required` answer is completed by
 * sending the same login again with the three challenge fields.
 */
/** The social login provider named in the path (`/wps/social/:provider/...`). */
export const socialProviderParamsSchema = z.object({ provider: z.string() });

export const loginRequestSchema = z
  .strictObject({
    type: z.enum(['username', 'mobile', 'sms']).default('username'),
    username: text(64).optional(),
    password: z.string().max(128).optional(),
    mobileNum: text(20).optional(),
    countryDialingCode: text(4)
      .regex(/^\+?\d{1,4}$/)
      .transform((code) => code.replace(/^\+/, ''))
      .optional(),
    verificationCode: text(255).optional(),
    captcha: text(16).optional(),
    /** The key `GET /wps/captcha` answered in its `Captcha-Key` header. */
    captchaKey: text(64).optional(),
    /** The solved proof of work of that captcha (`Captcha-Work` header), `<counter>:<key hex>`. */
    captchaProof: text(160).optional(),
    portal: z.enum([LOGIN_PORTAL.MEMBER, LOGIN_PORTAL.AGENT]).default(LOGIN_PORTAL.MEMBER),
    challengeToken: text(128).optional(),
    challengeMethod: z.enum(['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'TOTP']).optional(),
    challengeAnswer: text(255).optional(),
  })
  .superRefine((input, ctx) => {
    const need = (field: keyof typeof input) => {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (input.type === 'username') need('username');
    else need('mobileNum');
    if (input.type !== 'username') need('countryDialingCode');
    if (input.type === 'sms') need('verificationCode');
    else need('password');
  });

export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** The change-password modal must open: the session can do nothing else until it is changed. */
  passwordExpired: z.boolean(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  username: z.string(),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

export const captchaHeader = 'Captcha-Key';

/** The captcha's proof-of-work challenge: base64 JSON of an altcha challenge (`{ parameters }`). */
export const captchaWorkHeader = 'Captcha-Work';

/**
 * The registration payload's proof from a phone-verification provider (spec section 3): the
 * channel it was proved through (`phone`) and the provider's ID token (Firebase). The server uses
 * them when such a provider is configured and ignores them otherwise.
 */
const phoneProofFields = {
  firebaseChannel: text(32).optional(),
  firebaseIdToken: z.string().trim().max(4096).optional(),
};

/**
 * `PUT /wps/member/register` (encrypted): the registration payload of spec section 3.
 * This edge schema checks types and sizes; the operator's per-field rules are applied by
 * {@link buildRegisterRules}, which the registration form uses too.
 */
export const registerRequestSchema = z.strictObject({
  username: text(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: text().optional(),
  email: text().optional(),
  qqNum: text().optional(),
  mobileNum: text().optional(),
  countryDialingCode: text(8).optional(),
  recommenderId: text().optional(),
  captcha: text(16).optional(),
  captchaKey: text(64).optional(),
  captchaProof: text(160).optional(),
  affiliateCode: text().optional(),
  paymentPassword: z.string().max(128).optional(),
  line: text().optional(),
  whatsapp: text().optional(),
  facebook: text().optional(),
  wechat: text().optional(),
  idNumber: text().optional(),
  referralCode: text(64).optional(),
  domain: text().optional(),
  registerUrl: text(2048).optional(),
  ...phoneProofFields,
  registerMethod: z.enum(['WEB']).default('WEB'),
  /** The mandatory terms checkbox. */
  terms: z.boolean(),
  /** Log the new member in at once (the spec's login flag). */
  login: z.boolean().default(true),
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Fields whose value is a secret: never trimmed, never echoed back. */
const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'paymentPassword']);

/** Username and password are what the username method is; they are always shown and required. */
const ALWAYS_REQUIRED: ReadonlySet<RegisterField> = new Set(['username', 'password']);

export const isFieldShown = (config: RegisterConfig, field: RegisterField): boolean =>
  ALWAYS_REQUIRED.has(field) || config[field].enabled;

/**
 * One operator field rule against a present value: undefined when it fits, else the spec's message
 * ("Digits only, 6 characters"). Registration, payment passwords and bank-account names use it.
 */
export const checkFieldRule = (rule: FieldRule, value: string, language: Language): string | undefined =>
  value.length >= rule.minLength &&
  value.length <= rule.maxLength &&
  new RegExp(rule.acceptedPattern, 'u').test(value)
    ? undefined
    : patternMessage(rule.patternId, rule.minLength, rule.maxLength, language);

/**
 * The operator's per-field rules as one zod refinement, in the request's language: a shown field
 * must match its pattern and length and be present when required; confirm must equal password;
 * terms must be ticked. Server and form both validate with it.
 */
export const buildRegisterRules = (config: RegisterConfig, language: Language) =>
  z.custom<z.output<typeof registerRequestSchema>>().superRefine((input, ctx) => {
    for (const field of REGISTER_FIELDS) {
      if (!isFieldShown(config, field)) continue;
      const rule = config[field];
      const raw = input[field];
      const value = typeof raw === 'string' ? (SECRET_FIELDS.has(field) ? raw : raw.trim()) : '';
      if (value === '') {
        if (rule.required || ALWAYS_REQUIRED.has(field)) {
          ctx.addIssue({ code: 'custom', path: [field], message: validationText('required', language) });
        }
        continue;
      }
      const problem = checkFieldRule(rule, value, language);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
    if (input.confirmPassword !== input.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: validationText('confirmMismatch', language),
      });
    }
    if (input.terms !== true) {
      ctx.addIssue({ code: 'custom', path: ['terms'], message: validationText('termsRequired', language) });
    }
  });

/**
 * The whole registration schema for a form: the request's edge checks (trimming, sizes), then the
 * operator's rules on the trimmed values.
 */
export const buildRegisterSchema = (config: RegisterConfig, language: Language) =>
  registerRequestSchema.pipe(buildRegisterRules(config, language));

/** One message per field from a zod error: the first issue of each top-level path. */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

/** `POST /wps/member/password` (encrypted): the new password follows the operator's password rule. */
export const passwordChangeRequestSchema = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});

export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** The password rule and the confirmation check for a new password, in the request's language. */
export const buildPasswordChangeRules = (config: RegisterConfig, language: Language) =>
  z.custom<PasswordChangeRequest>().superRefine((input, ctx) => {
    const rule = config.password;
    const value = input.newPassword;
    const fits =
      value.length >= rule.minLength &&
      value.length <= rule.maxLength &&
      new RegExp(rule.acceptedPattern, 'u').test(value);
    if (!fits) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: patternMessage(rule.patternId, rule.minLength, rule.maxLength, language),
      });
    }
    if (input.confirmNewPassword !== input.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmNewPassword'],
        message: validationText('confirmMismatch', language),
      });
    }
  });

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
  ...phoneProofFields,
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
