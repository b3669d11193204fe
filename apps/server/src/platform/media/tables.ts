import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../db/columns.ts';

/**
 * Images staff upload for banners, popups, teams and help (png or jpg, checked by content). The id
 * is the SHA-256 of the bytes, so the same file is stored once and its address never changes.
 */
export const mediaFiles = pgTable('media_files', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
