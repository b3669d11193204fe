import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { MEMBER_WALLET_KIND, walletAccounts, type MemberWalletKind } from './tables.ts';

export type WalletService = ReturnType<typeof createWalletService>;

export const createWalletService = ({ db }: { db: Database }) => ({
  /**
   * Opens a member wallet with a zero balance, in the caller's transaction: the main wallet at
   * registration, a `VENDOR:<code>` sub-wallet for a transfer-wallet vendor. Opening twice is harmless.
   */
  openMemberWallet: async (
    executor: Executor,
    memberId: number,
    currency: string,
    kind: MemberWalletKind = MEMBER_WALLET_KIND.MAIN,
  ) => {
    await executor.insert(walletAccounts).values({ memberId, kind, currency }).onConflictDoNothing();
  },

  /** The main wallet balance in minor units, read from its account row. */
  getMainBalance: async (
    memberId: number,
    executor: Executor = db,
  ): Promise<{ balance: bigint; currency: string }> => {
    const [row] = await executor
      .select({ balance: walletAccounts.balance, currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, MEMBER_WALLET_KIND.MAIN)));
    if (!row) throw new Error(`member ${memberId} has no main wallet`);
    return row;
  },
});
