import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { gameVendors } from './tables.ts';

/**
 * Single-wallet mode (the merchant wallet's `isSingle`) and vendors in transfer mode exclude each
 * other: in single-wallet mode members have no vendor wallets, so "my wallets" is hidden. Both
 * changes take this lock in their transaction before they check, so two staff members saving at
 * once cannot get past each other.
 */
export const lockWalletModes = async (tx: Executor) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('wallet-modes', 0))`);
};

/** The vendors that keep a wallet of their own, by code. */
export const transferVendors = async (tx: Executor): Promise<string[]> =>
  (
    await tx
      .select({ vassalage: gameVendors.vassalage })
      .from(gameVendors)
      .where(eq(gameVendors.walletMode, 'TRANSFER'))
      .orderBy(gameVendors.vassalage)
  ).map((row) => row.vassalage);
