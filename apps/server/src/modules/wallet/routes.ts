import { formatMinorUnits, walletEndpoints } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { readImageUpload } from '../../platform/http/uploads.ts';
import type { SystemService } from '../system/service.ts';
import type { DepositService } from './deposit-service.ts';
import type { WalletService } from './service.ts';
import type { WithdrawalService } from './withdrawal-service.ts';

export const registerWalletRoutes = (
  route: Router,
  deps: {
    wallet: WalletService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    system: SystemService;
  },
) => {
  const { wallet, deposits, withdrawals, system } = deps;
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  route(walletEndpoints.balance, async ({ request }) => {
    const [{ balance, currency }, site] = await Promise.all([
      wallet.getMainBalance(memberOf(request)),
      system.getSiteSetting(),
    ]);
    return { balance: formatMinorUnits(balance), currency, currencySymbol: site.currency.symbol };
  });

  route(walletEndpoints.wallets, ({ request }) => wallet.listWallets(memberOf(request)));

  route(walletEndpoints.transfer, ({ body, request }) =>
    wallet.transferOwn(memberOf(request), body, request.language),
  );

  route(walletEndpoints.transactions, ({ query, request }) =>
    wallet.transactions(memberOf(request), query, request.language),
  );

  route(walletEndpoints.depositChannels, () => deposits.listChannels());

  route(walletEndpoints.createDeposit, ({ body, request }) =>
    deposits.createOrder(memberOf(request), body, request.language),
  );

  route(walletEndpoints.depositOrders, ({ query, request }) => deposits.listOrders(memberOf(request), query));

  route(walletEndpoints.depositOrder, ({ params, request }) =>
    deposits.getOrder(memberOf(request), params.orderNo),
  );

  route(walletEndpoints.uploadDepositProof, async ({ params, body, request }) =>
    deposits.attachProof(memberOf(request), params.orderNo, await readImageUpload(body), request.language),
  );

  route(walletEndpoints.sandboxNotification, async ({ body }) => {
    await deposits.handleSandboxNotification(body);
    return 'OK' as const;
  });

  route(walletEndpoints.setPaymentPassword, ({ body, request }) =>
    withdrawals.setPaymentPassword(memberOf(request), body, request.language),
  );

  route(walletEndpoints.bankAccounts, ({ request }) => withdrawals.listBankAccounts(memberOf(request)));

  route(walletEndpoints.bindBankAccount, ({ body, request }) =>
    withdrawals.bindBankAccount(memberOf(request), body, request.language),
  );

  route(walletEndpoints.withdrawalConfig, ({ request }) => withdrawals.getConfig(memberOf(request)));

  route(walletEndpoints.withdraw, ({ body, request }) =>
    withdrawals.request(memberOf(request), body, request.language),
  );

  route(walletEndpoints.withdrawals, ({ query, request }) =>
    withdrawals.listOrders(memberOf(request), query),
  );
};
