import { bigserial, boolean, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@platform/contract';

/** What every list the operator keeps in the console has: an id, the switch, the order and times. */
export const listColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator text in every language. */
export const localizedColumn = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
