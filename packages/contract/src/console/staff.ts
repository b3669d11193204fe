import { z } from 'zod';
import { STAFF_STATUS, enumValues } from '../statuses.ts';
import { endpoint } from '../endpoint.ts';
import { PERMISSIONS, STAFF_ROLES } from './permissions.ts';

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

const authTags = ['console'];

/** A staff member's own session: the two-step sign-in, the profile, password, TOTP and sign-out. */
export const staffAuthEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/console-api/auth/login',
    tags: authTags,
    summary: 'Staff login, step one: password',
    access: 'public',
    body: staffLoginRequestSchema,
    response: staffLoginStepSchema,
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/console-api/auth/captcha',
    tags: authTags,
    summary: 'Captcha for a staff login after a failure: picture, key and proof-of-work challenge',
    description:
      'Solve the proof of work as for GET /wps/captcha and send `captcha`, `captchaKey` and ' +
      '`captchaProof` with the login. Each captcha answers once.',
    access: 'public',
    response: staffCaptchaSchema,
  }),
  verifyTotp: endpoint({
    method: 'POST',
    path: '/console-api/auth/totp',
    tags: authTags,
    summary: 'Staff login, step two: TOTP code (enrols on first login)',
    access: 'public',
    body: staffTotpRequestSchema,
    response: staffSessionSchema,
  }),
  me: endpoint({
    method: 'GET',
    path: '/console-api/auth/me',
    tags: authTags,
    summary: 'Who is signed in: role and permissions',
    access: { staff: null, duringPasswordChange: true },
    response: staffProfileSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/console-api/auth/password',
    tags: authTags,
    summary: 'Change my password',
    access: { staff: null, duringPasswordChange: true },
    body: staffPasswordChangeSchema,
    response: z.null(),
  }),
  startReenrol: endpoint({
    method: 'POST',
    path: '/console-api/auth/totp/reenrol',
    tags: authTags,
    summary: 'Start TOTP re-enrolment; confirm with /auth/totp',
    access: { staff: null },
    body: staffReenrolRequestSchema,
    response: staffLoginStepSchema,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/console-api/auth/logout',
    tags: authTags,
    summary: 'End this staff session',
    access: { staff: null, duringPasswordChange: true },
    response: z.null(),
  }),
};

const staffIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** Staff accounts, for `staff.manage`. */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/staff',
    tags: authTags,
    summary: 'Every staff account',
    access: { staff: 'staff.manage' },
    response: z.array(staffRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/console-api/staff',
    tags: authTags,
    summary: 'Create a staff account (must change the password at first login)',
    access: { staff: 'staff.manage' },
    body: staffCreateSchema,
    response: staffRowSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/console-api/staff/:id',
    tags: authTags,
    summary: 'Change a staff role or status',
    access: { staff: 'staff.manage' },
    params: staffIdParamsSchema,
    body: staffUpdateSchema,
    response: z.null(),
  }),
  resetTotp: endpoint({
    method: 'POST',
    path: '/console-api/staff/:id/totp-reset',
    tags: authTags,
    summary: 'Clear a staff member’s TOTP so they enrol again',
    access: { staff: 'staff.manage' },
    params: staffIdParamsSchema,
    response: z.null(),
  }),
};
