import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { formatMinorUnits, parseMinorUnits, VENDOR_STATUS, type Jackpot } from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import type { SystemService } from '../system/service.ts';
import { gameVendors } from './tables.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { withCurrency, withTimeout, type HttpGet } from '../../platform/http/vendor-http.ts';

/** A vendor that does not answer within this time shows no pool (the web counts on its own). */
export const JACKPOT_TIMEOUT_MS = 2_000;
/** How long one instance serves an answer before asking the vendor again. */
export const JACKPOT_CACHE_MS = 3_000;

const poolSchema = z.object({
  amount: z.union([z.string(), z.number()]),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
/** A vendor's answer: our envelope (the house vendor's `{ success, value }`) or the pool itself; extra fields are ignored. */
const vendorAnswerSchema = z.union([z.object({ success: z.literal(true), value: poolSchema }), poolSchema]);

export type JackpotService = ReturnType<typeof createJackpotService>;

/**
 * The home page's live progressive pool: the first active vendor (by its order) that publishes a
 * jackpot address is asked `GET <jackpotUrl>?currency=<site currency>`. No vendor, a slow or failed
 * call or an answer that does not read is `null`, and the web shows the spec's own counter; the
 * failure is logged as a warning, so the operator learns that the vendor's address is broken.
 */
export const createJackpotService = ({
  db,
  system,
  get,
  log,
}: {
  db: Database;
  system: SystemService;
  get: HttpGet;
  log: Pick<FastifyBaseLogger, 'warn'> | undefined;
}) => {
  const cache = createTtlCache<'pool', Jackpot>(JACKPOT_CACHE_MS);

  const ask = async (): Promise<Jackpot> => {
    const [vendor] = await db
      .select({ vassalage: gameVendors.vassalage, jackpotUrl: gameVendors.jackpotUrl })
      .from(gameVendors)
      .where(and(eq(gameVendors.status, VENDOR_STATUS.ACTIVE), isNotNull(gameVendors.jackpotUrl)))
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.vassalage))
      .limit(1);
    if (!vendor?.jackpotUrl) return null;
    const { currency } = await system.getSiteSetting();
    const url = withCurrency(vendor.jackpotUrl, currency.code);
    try {
      const answer = await withTimeout((signal) => get(url, signal), JACKPOT_TIMEOUT_MS);
      if (answer.status !== 200) throw new Error(`status ${answer.status}`);
      const parsed = vendorAnswerSchema.parse(JSON.parse(answer.body));
      const pool = 'value' in parsed ? parsed.value : parsed;
      const minor = parseMinorUnits(String(pool.amount));
      if (minor === undefined || minor < 0n) throw new Error(`unreadable amount ${String(pool.amount)}`);
      return { vassalage: vendor.vassalage, currency: pool.currency, amount: formatMinorUnits(minor) };
    } catch (error) {
      log?.warn({ err: error, vassalage: vendor.vassalage }, 'the vendor’s jackpot pool did not answer');
      return null;
    }
  };

  return {
    /** The pool, asked at most once per {@link JACKPOT_CACHE_MS} per instance. */
    current: (): Promise<Jackpot> => cache.get('pool', ask),
  };
};
