import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Nonces of the encrypted bodies the gateway has opened, shared by every server instance: the
 * primary key makes the first claim win. A row is useless once `expires_at` passes (a body that
 * old is refused by its timestamp), so the scheduler deletes it then.
 */
export const sealedRequestNonces = pgTable(
  'sealed_request_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sealed_request_nonces_expires_at_idx').on(table.expiresAt)],
);
