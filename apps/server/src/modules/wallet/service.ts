import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { walletAccounts } from './tables.ts';

export const WALLET_KIND = { MAIN: 'MAIN' } as const;

export type WalletService = ReturnType<typeof createWalletService>;

export const createWalletService = ({ db }: { db: Database }) => ({
  /** Opens the member's main wallet with a zero balance, in the caller's transaction. */
  openMemberWallet: async (executor: Executor, memberId: number, currency: string) => {
    await executor
      .insert(walletAccounts)
      .values({ memberId, kind: WALLET_KIND.MAIN, currency })
      .onConflictDoNothing();
  },

  /** The main wallet balance in minor units. */
  getMainBalance: async (memberId: number): Promise<{ balance: bigint; currency: string }> => {
    const [row] = await db
      .select({ balance: walletAccounts.balance, currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, WALLET_KIND.MAIN)));
    if (!row) throw new Error(`member ${memberId} has no main wallet`);
    return row;
  },
});
