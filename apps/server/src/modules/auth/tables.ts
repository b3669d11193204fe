import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
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
  },
  (t) => [index('sessions_member_id_idx').on(t.memberId)],
);

/** A captcha challenge: the answer is stored hashed and can be used once. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed logins per client IP: they keep asking for a captcha even for unknown usernames. */
export const loginIpFailures = pgTable('login_ip_failures', {
  ip: text('ip').primaryKey(),
  count: integer('count').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_history_member_id_idx').on(t.memberId, t.at)],
);
