import { asc, eq } from 'drizzle-orm';
import {
  type HelpArticleAdmin,
  type HelpCenter,
  type Language,
  type helpArticleInputSchema,
} from '@platform/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { createListAdmin, listFields, sanitizeLocalizedHtml } from '../../platform/content/list-admin.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { AuditService } from '../../platform/audit/service.ts';
import type { SystemService } from './service.ts';
import { helpArticles } from './tables.ts';

/** How long this instance reuses the articles; other instances see a change within it. */
const DEFAULT_CACHE_MS = 5000;

export type HelpService = ReturnType<typeof createHelpService>;

/**
 * The help centre (`/help`, `/helpmc`, the registration terms at `/help#term`, the legal licence):
 * articles with their text in every language, written in the console as HTML that is sanitised
 * before it is stored.
 */
export const createHelpService = ({
  db,
  audit,
  system,
  cacheMs = DEFAULT_CACHE_MS,
}: {
  db: Database;
  audit: AuditService;
  system: SystemService;
  cacheMs?: number;
}) => {
  const cache = createTtlCache<'enabled', (typeof helpArticles.$inferSelect)[]>(cacheMs);
  const order = [asc(helpArticles.sortOrder), asc(helpArticles.id)];

  return {
    /** `GET /wps/system/helpCenter`: the enabled articles in the operator's order, in one language. */
    getHelpCenter: async (language: Language): Promise<HelpCenter> => {
      const rows = await cache.get('enabled', () =>
        db
          .select()
          .from(helpArticles)
          .where(eq(helpArticles.enabled, true))
          .orderBy(...order),
      );
      return {
        articles: rows.map((row) => ({
          slug: row.slug,
          title: row.title[language],
          content: row.content[language],
        })),
      };
    },

    articles: createListAdmin(
      { db, audit, timeZone: async () => (await system.getSiteSetting()).timeZone },
      {
        table: helpArticles,
        targetType: 'help_article',
        orderBy: order,
        conflict: 'help_slug_taken',
        changed: () => cache.clear(),
        toValues: (input: z.output<typeof helpArticleInputSchema>, language) => ({
          ...input,
          content: sanitizeLocalizedHtml(input.content, language),
        }),
        toAdmin: (row, timeZone): HelpArticleAdmin => ({
          ...listFields(row, timeZone),
          slug: row.slug,
          title: row.title,
          content: row.content,
        }),
      },
    ),
  };
};
