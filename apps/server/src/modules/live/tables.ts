import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { DisplayLanguageCode, HostStatus } from '@platform/contract';
import { listColumns, localizedColumn } from '../../platform/content/list-columns.ts';

/**
 * The live hosts (spec: live models) the operator keeps: a name in every language, a picture, an
 * availability, the languages they speak and the https chat link members open.
 */
export const liveHosts = pgTable(
  'live_hosts',
  {
    ...listColumns(),
    name: localizedColumn('name'),
    imageUrl: text('image_url').notNull(),
    status: text('status').$type<HostStatus>().notNull(),
    languages: text('languages').array().$type<DisplayLanguageCode[]>().notNull(),
    chatUrl: text('chat_url').notNull(),
    /** Made by the demo data (`npm run db:seed` or the demo start), and labelled so wherever shown. */
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('live_hosts_order_idx').on(t.sortOrder, t.id),
    check('live_hosts_status', sql`${t.status} in ('ONLINE', 'BUSY', 'OFFLINE')`),
    check('live_hosts_chat_url', sql`${t.chatUrl} like 'https://%'`),
  ],
);
