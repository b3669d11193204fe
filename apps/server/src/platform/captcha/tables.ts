import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Challenge } from 'altcha-lib';

/**
 * A captcha: the typed answer is stored hashed, the proof-of-work challenge with the secret it was
 * signed with; both are spent together, once.
 */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  work: jsonb('work').$type<Challenge>(),
  workSecret: text('work_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed logins (members' and staff's) per client IP: they keep asking for a captcha even for unknown usernames. */
export const loginIpFailures = pgTable('login_ip_failures', {
  ip: text('ip').primaryKey(),
  count: integer('count').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});
