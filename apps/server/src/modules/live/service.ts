import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, LiveChat, LiveHost, LiveHostAdmin, liveHostInputSchema } from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import type { AuditService } from '../../platform/audit/service.ts';
import { createListAdmin, listFields } from '../../platform/content/list-admin.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { SystemService } from '../system/service.ts';
import { liveHosts } from './tables.ts';

type HostRow = typeof liveHosts.$inferSelect;

/** A host as the console saves it; only the demo data marks its own hosts as demo. */
export type LiveHostValues = z.output<typeof liveHostInputSchema> & { isDemo?: true };

export type LiveHostsService = ReturnType<typeof createLiveHostsService>;

/**
 * The live hosts (spec: live model list and chat launch): members see the switched-on hosts in
 * the operator's order; a chat answers the host's link unless the host is offline. Staff keep the
 * list in the console (`content.read` / `content.write`), every change audited.
 */
export const createLiveHostsService = ({
  db,
  audit,
  system,
  cacheMs = 2_000,
}: {
  db: Database;
  audit: AuditService;
  system: SystemService;
  cacheMs?: number;
}) => {
  const cache = createTtlCache<'hosts', HostRow[]>(cacheMs);
  const activeHosts = () =>
    cache.get('hosts', () =>
      db
        .select()
        .from(liveHosts)
        .where(eq(liveHosts.enabled, true))
        .orderBy(asc(liveHosts.sortOrder), asc(liveHosts.id)),
    );

  const toHost = (row: HostRow, language: Language): LiveHost => ({
    id: row.id,
    name: row.name[language],
    imageUrl: row.imageUrl,
    status: row.status,
    languages: row.languages,
    isDemo: row.isDemo,
  });

  return {
    /** `GET /wps/relay/live/models`: the switched-on hosts, names in the caller's language. */
    list: async (language: Language): Promise<LiveHost[]> =>
      (await activeHosts()).map((row) => toHost(row, language)),

    /**
     * `GET /wps/relay/live/models/:id/chat`: read from the table, not the list's cache, so a host
     * the operator just switched off or set offline is refused at once.
     */
    chat: async (id: number): Promise<LiveChat> => {
      const [host] = await db
        .select({ status: liveHosts.status, chatUrl: liveHosts.chatUrl })
        .from(liveHosts)
        .where(and(eq(liveHosts.id, id), eq(liveHosts.enabled, true)));
      if (!host) throw new AppError('live_host_not_found');
      if (host.status === 'OFFLINE') throw new AppError('live_host_offline');
      return { url: host.chatUrl };
    },

    admin: createListAdmin(
      { db, audit, timeZone: async () => (await system.getSiteSetting()).timeZone },
      {
        table: liveHosts,
        targetType: 'live_host',
        orderBy: [asc(liveHosts.sortOrder), asc(liveHosts.id)],
        changed: () => cache.clear(),
        toValues: (input: LiveHostValues) => input,
        toAdmin: (row, timeZone): LiveHostAdmin => ({
          ...listFields(row, timeZone),
          name: row.name,
          imageUrl: row.imageUrl,
          status: row.status,
          languages: row.languages,
          chatUrl: row.chatUrl,
          isDemo: row.isDemo,
        }),
      },
    ),
  };
};
