import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const SESSION_KIND = { MEMBER: 'MEMBER', AGENT: 'AGENT', TRIAL: 'TRIAL' } as const;
export type SessionKind = (typeof SESSION_KIND)[keyof typeof SESSION_KIND];

/** Sessions keep only the SHA-256 of their opaque token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A login whose password must change first: the session may only change it or log out. */
    passwordChangeOnly: boolean('password_change_only').notNull().default(false),
  },
  (t) => [
    index('sessions_member_id_idx').on(t.memberId),
    // Who is online: the live sessions used lately, found without reading the idle and ended ones.
    index('sessions_recent_idx')
      .on(t.lastSeenAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    /** PASSWORD, MOBILE, SMS, SOCIAL, TRIAL or REGISTER. */
    method: text('method'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_history_member_id_idx').on(t.memberId, t.at),
    index('login_history_member_ip_idx').on(t.memberId, t.ip),
  ],
);

export const CODE_PURPOSE = {
  REGISTER: 'REGISTER',
  /** `sms/noLogin`: SMS login and the phone password reset. */
  NO_LOGIN: 'NO_LOGIN',
  BIND_MOBILE: 'BIND_MOBILE',
  BIND_EMAIL: 'BIND_EMAIL',
  CHALLENGE: 'CHALLENGE',
} as const;
export type CodePurpose = (typeof CODE_PURPOSE)[keyof typeof CODE_PURPOSE];

/**
 * A verification code sent by SMS or email. Only its argon2id hash is kept; it works once, until
 * `expiresAt`, and dies after too many wrong answers. `recipient` is the normalised address
 * (`+81 9012345678`, a lower-cased email).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_recipient_idx').on(t.recipient, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A password reset link from the forgot-by-email flow: its token is kept as SHA-256 and works once. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A login whose password was right but which needs one more answer (new device, authenticator).
 * Bound to the member and the IP it started from; dies after too many wrong answers.
 */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  ip: text('ip').notNull(),
  reason: text('reason').$type<'NEW_DEVICE' | 'TWO_FACTOR'>().notNull(),
  methods: text('methods').array().notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** A member's account at a social-login (OpenID Connect) provider. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_identities_subject_key').on(t.provider, t.subject),
    uniqueIndex('member_identities_member_key').on(t.memberId, t.provider),
  ],
);

/** An authorization request in flight: state, nonce and PKCE verifier, kept until the callback. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  intent: text('intent').$type<'LOGIN' | 'LINK'>().notNull(),
  /** The member linking, for the LINK intent. */
  memberId: bigint('member_id', { mode: 'number' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What the callback learnt about the person, handed to the web page by a one-time ticket. */
export const socialTickets = pgTable('social_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  name: text('name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
