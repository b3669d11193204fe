import { z } from 'zod';
import { MEMBER_TYPE } from '../member-types.ts';
import { LOCK_REASON, MEMBER_STATUS, OUTBOX_STATUS, STAFF_STATUS, enumValues } from '../statuses.ts';
import { amountSchema } from '../amounts.ts';
import { multiline } from '../text.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';

/** Staff roles of the operator console. */
export const STAFF_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT', 'CONTENT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console endpoint may require; roles grant sets of them. */
export const PERMISSIONS = [
  'members.read',
  'members.write',
  'members.type',
  'settings.read',
  'settings.write',
  'audit.read',
  'outbox.read',
  'staff.manage',
  'finance.read',
  'finance.write',
  'games.read',
  'games.write',
  'content.read',
  'content.write',
  'feedback.read',
  'feedback.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  ADMIN: PERMISSIONS,
  FINANCE: ['members.read', 'finance.read', 'finance.write'],
  SUPPORT: ['members.read', 'members.write', 'outbox.read', 'feedback.read', 'feedback.write'],
  CONTENT: ['games.read', 'games.write', 'content.read', 'content.write'],
};

export const hasPermission = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Staff sessions end after 30 minutes without a request. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_CHALLENGE_MINUTES = 5;

const password = z.string().min(1).max(128);

export const staffLoginRequestSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password,
  /** After a failed login from this IP or on this account: the captcha of `GET /console-api/auth/captcha`. */
  captcha: z.string().trim().max(16).optional(),
  captchaKey: z.string().trim().max(64).optional(),
  captchaProof: z.string().trim().max(160).optional(),
});

export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

/** `GET /console-api/auth/captcha`: the picture, its key and its proof-of-work challenge (as `/wps/captcha` gives in headers). */
export const staffCaptchaSchema = z.object({
  /** `data:image/png;base64,...` */
  image: z.string(),
  key: z.string(),
  /** Base64 JSON of the ALTCHA challenge; its solution goes back as `captchaProof`. */
  work: z.string(),
});

/** Password accepted; the second factor follows: enrol on first login, verify afterwards. */
export const staffLoginStepSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('ENROL'),
    challenge: z.string(),
    /** otpauth:// URI and the same as a QR code image (data URL), and the key to type by hand. */
    otpauthUrl: z.string(),
    qrCode: z.string(),
    secret: z.string(),
  }),
  z.object({ stage: z.literal('VERIFY'), challenge: z.string() }),
]);
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>;

export const staffTotpRequestSchema = z.strictObject({
  challenge: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const staffProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  mustChangePassword: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffSessionSchema = z.object({ token: z.string(), staff: staffProfileSchema });

/** New staff passwords: 10+ characters with a letter and a digit. */
export const staffPasswordSchema = z
  .string()
  .min(10)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/\d/);

export const staffPasswordChangeSchema = z
  .strictObject({ oldPassword: password, newPassword: staffPasswordSchema, confirmNewPassword: password })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'mismatch',
  });

export const staffReenrolRequestSchema = z.strictObject({ password });

export const staffCreateSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_.-]{2,31}$/i),
  password: staffPasswordSchema,
  role: z.enum(STAFF_ROLES),
});

export const staffUpdateSchema = z.strictObject({
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
});

export const staffRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(enumValues(STAFF_STATUS)),
  /** Set while wrong passwords keep the account out (`YYYY-MM-DD HH:mm:ss`); setting it ACTIVE lifts it. */
  lockedUntil: z.string().nullable(),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const MEMBER_TYPE_VALUES = Object.values(MEMBER_TYPE) as number[];

export const memberSearchQuerySchema = z.strictObject({
  account: z.string().trim().max(64).optional(),
  mobile: z.string().trim().max(32).optional(),
  email: z.string().trim().max(128).optional(),
  id: z.coerce.number().int().positive().optional(),
  type: z.coerce
    .number()
    .int()
    .refine((t) => MEMBER_TYPE_VALUES.includes(t))
    .optional(),
  registeredFrom: dateQuery.optional(),
  registeredTo: dateQuery.optional(),
  ...pageQuery,
});

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(enumValues(MEMBER_STATUS)),
  vipLevel: z.number().int(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  isDemo: z.boolean(),
});

export const memberDetailSchema = memberRowSchema.extend({
  payeeName: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerUrl: z.string().nullable(),
  parentAccount: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  referralCode: z.string(),
  failedLoginCount: z.number().int(),
  /** Locked after too many wrong payment passwords; finance unlocks it. */
  paymentPasswordLocked: z.boolean(),
  lockReason: z.enum(enumValues(LOCK_REASON)).nullable(),
  /** When a lock from wrong passwords ends by itself (`YYYY-MM-DD HH:mm:ss`). */
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  remarks: z.string().nullable(),
  language: z.string(),
  balance: z.string(),
  loginHistory: z.array(
    z.object({ ip: z.string(), userAgent: z.string().nullable(), success: z.boolean(), at: z.string() }),
  ),
});

export const memberIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const memberLockSchema = z.strictObject({ reason: z.string().trim().max(200).optional() });
export const memberTypeChangeSchema = z.strictObject({
  type: z
    .number()
    .int()
    .refine((t) => MEMBER_TYPE_VALUES.includes(t) && t !== MEMBER_TYPE.TRIAL),
});
/** `POST /console-api/members/:id/upline`: moves the member and its whole team under this agent's account. */
export const memberUplineSchema = z.strictObject({ upline: z.string().trim().min(1).max(64) });
export const memberRemarksSchema = z.strictObject({ remarks: multiline(z.string().trim().max(500)) });
export const memberPasswordResetSchema = z.object({ temporaryPassword: z.string() });

export const memberWalletQuerySchema = z.strictObject({ ...pageQuery });

/** One side of a transfer: a member's wallet (`MAIN`, `VENDOR:<code>`) or an operator account (`memberId` null). */
export const ledgerAccountRefSchema = z.object({ memberId: z.number().int().nullable(), kind: z.string() });

export const ledgerTransferRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  /** Relative to the member: IN to one of their wallets, OUT of one, INTERNAL between two of theirs. */
  direction: z.enum(['IN', 'OUT', 'INTERNAL']),
  from: ledgerAccountRefSchema,
  to: ledgerAccountRefSchema,
  /** Always positive, 2 decimals; `direction` says which way it went. */
  amount: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** `GET /console-api/members/:id/wallet`: the member's accounts and their transfers, newest first. */
export const memberWalletSchema = z.object({
  accounts: z.array(
    z.object({ id: z.number().int(), kind: z.string(), currency: z.string(), balance: z.string() }),
  ),
  transfers: pageOf(ledgerTransferRowSchema),
});

/**
 * `POST /console-api/members/:id/adjustments`: a signed amount (negative takes money away) and the
 * mandatory reason. `requestId` is made once per form by the client, so a double submit moves money once.
 */
export const memberAdjustmentSchema = z.strictObject({
  requestId: z.uuid(),
  amount: amountSchema({ signed: true }),
  reason: multiline(z.string().trim().min(1).max(200)),
});

export const memberAdjustmentResultSchema = z.object({
  transferId: z.number().int(),
  /** The main wallet balance after the adjustment (on a replay, the current one), 2 decimals. */
  balance: z.string(),
  /** True when this `requestId` had already been applied: the first transfer, nothing moved again. */
  replayed: z.boolean(),
});

export const auditQuerySchema = z.strictObject({
  staff: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  ...pageQuery,
});

export const auditRowSchema = z.object({
  id: z.number().int(),
  staffUsername: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

export const outboxQuerySchema = z.strictObject({
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  recipient: z.string().trim().max(128).optional(),
  ...pageQuery,
});

export const outboxRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['SMS', 'EMAIL']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(enumValues(OUTBOX_STATUS)),
  provider: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
