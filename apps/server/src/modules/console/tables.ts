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
import type { StaffRole } from '@platform/contract';

import { STAFF_STATUS, type StaffStatus } from '@platform/contract';

export { STAFF_STATUS, type StaffStatus } from '@platform/contract';

export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  status: text('status').$type<StaffStatus>().notNull().default(STAFF_STATUS.ACTIVE),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  /** Until when wrong passwords keep the account out (an administrator's LOCKED status is for good). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Locks from wrong passwords since the last good login: each one lasts twice as long. */
  wrongPasswordLocks: integer('wrong_password_locks').notNull().default(0),
  /** Base32 TOTP secret once enrolled; a pending one waits in a challenge until confirmed. */
  totpSecret: text('totp_secret'),
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totpLastTimeStep: bigint('totp_last_time_step', { mode: 'number' }),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  isDemo: boolean('is_demo').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A password-checked login waiting for its TOTP code (or a TOTP enrolment waiting for its first code). */
export const staffChallenges = pgTable('staff_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  /** Set for an enrolment: the secret becomes the staff's once a code from it is verified. */
  pendingSecret: text('pending_secret'),
  /** Codes tried; the fifth wrong one ends the challenge. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);
