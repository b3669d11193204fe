import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sealedRequestNonces } from './tables.ts';

/**
 * The register of accepted nonces of encrypted bodies, in the database so that it holds across
 * instances and restarts: an insert that conflicts on the primary key is a replay, and two
 * identical requests at once cannot both insert.
 */
export const createNonceRegister = ({ db, clock }: { db: Database; clock: () => number }) => ({
  /** True for the first claim of `nonce`; false when it was claimed before. */
  claim: async (nonce: string, expiresAt: Date): Promise<boolean> => {
    const rows = await db
      .insert(sealedRequestNonces)
      .values({ nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: sealedRequestNonces.nonce });
    return rows.length === 1;
  },
  /** Drops the nonces whose bodies are refused by their timestamp anyway. */
  purgeExpired: async () => {
    await db.delete(sealedRequestNonces).where(lt(sealedRequestNonces.expiresAt, new Date(clock())));
  },
});
export type NonceRegister = ReturnType<typeof createNonceRegister>;
