import { balanceSchema, formatMinorUnits } from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { SystemService } from '../system/service.ts';
import type { WalletService } from './service.ts';

export const registerWalletRoutes = (
  app: App,
  deps: { wallet: WalletService; system: SystemService; guard: ReturnType<typeof createAuthGuard> },
) => {
  const { wallet, system, guard } = deps;
  app.get(
    '/wps/v2/wallets/balance',
    {
      onRequest: guard.requireSession,
      schema: {
        tags: ['wallet'],
        summary: 'The member’s real wallet balance, 2 decimals',
        response: replies(balanceSchema),
      },
    },
    async (request) => {
      const [{ balance, currency }, site] = await Promise.all([
        wallet.getMainBalance(principalOf(request).memberId),
        system.getSiteSetting(),
      ]);
      return ok({ balance: formatMinorUnits(balance), currency, currencySymbol: site.currency.symbol });
    },
  );
};
