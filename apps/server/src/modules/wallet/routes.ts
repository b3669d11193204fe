import { z } from 'zod';
import {
  UPLOAD_MAX_BYTES,
  balanceSchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  depositChannelSchema,
  depositOrderPageSchema,
  depositOrderSchema,
  depositRequestSchema,
  formatMinorUnits,
  memberOrdersQuerySchema,
  memberWalletsSchema,
  orderNoParamsSchema,
  paymentPasswordRequestSchema,
  transactionPageSchema,
  transactionQuerySchema,
  walletSecuritySchema,
  walletTransferRequestSchema,
  walletTransferResultSchema,
  withdrawalConfigSchema,
  withdrawalOrderPageSchema,
  withdrawalOrderSchema,
  withdrawalRequestSchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import { readImageUpload } from '../../platform/http/uploads.ts';
import type { SystemService } from '../system/service.ts';
import type { DepositService } from './deposit-service.ts';
import { paymentNotifyPath } from './deposit-service.ts';
import { sandboxNotificationSchema } from './gateways/sandbox.ts';
import type { WalletService } from './service.ts';
import type { WithdrawalService } from './withdrawal-service.ts';

const tags = ['wallet'];

export const registerWalletRoutes = (
  app: App,
  deps: {
    wallet: WalletService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    system: SystemService;
    guard: ReturnType<typeof createAuthGuard>;
  },
) => {
  const { wallet, deposits, withdrawals, system, guard } = deps;
  const member = { onRequest: guard.requireRealMember };

  app.get(
    '/wps/v2/wallets/balance',
    {
      onRequest: guard.requireSession,
      schema: {
        tags,
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

  app.get(
    '/wps/wallet/wallets',
    {
      ...member,
      schema: { tags, summary: 'The member’s wallets and balances', response: replies(memberWalletsSchema) },
    },
    async (request) => ok(await wallet.listWallets(principalOf(request).memberId)),
  );

  app.post(
    '/wps/wallet/transfer',
    {
      ...member,
      schema: {
        tags,
        summary: 'Move money between the main wallet and a game vendor’s wallet (spec: transferFund)',
        description:
          'Without `amount` the whole source balance moves. The same `requestId` moves money once.',
        body: walletTransferRequestSchema,
        response: replies(walletTransferResultSchema),
      },
    },
    async (request) =>
      ok(await wallet.transferOwn(principalOf(request).memberId, request.body, request.language)),
  );

  app.get(
    '/wps/wallet/transactions',
    {
      ...member,
      schema: {
        tags,
        summary: 'The main wallet’s transactions (spec: transactionHistory)',
        description: 'Days in the merchant’s time zone, at most 90; each row is one ledger transfer.',
        querystring: transactionQuerySchema,
        response: replies(transactionPageSchema),
      },
    },
    async (request) =>
      ok(await wallet.transactions(principalOf(request).memberId, request.query, request.language)),
  );

  app.get(
    '/wps/deposit/channels',
    {
      ...member,
      schema: {
        tags,
        summary: 'Deposit channels (spec: depositv2)',
        response: replies(z.array(depositChannelSchema)),
      },
    },
    async () => ok(await deposits.listChannels()),
  );

  app.post(
    '/wps/deposit/orders',
    {
      ...member,
      schema: {
        tags,
        summary: 'Open a deposit order',
        description:
          'A bank transfer then takes its proof (`PUT /wps/deposit/orders/:orderNo/proof`); an online order answers the gateway page in `paymentUrl`. The same `requestId` answers the first order.',
        body: depositRequestSchema,
        response: replies(depositOrderSchema),
      },
    },
    async (request) =>
      ok(await deposits.createOrder(principalOf(request).memberId, request.body, request.language)),
  );

  app.get(
    '/wps/deposit/orders',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s deposit orders',
        querystring: memberOrdersQuerySchema,
        response: replies(depositOrderPageSchema),
      },
    },
    async (request) => ok(await deposits.listOrders(principalOf(request).memberId, request.query)),
  );

  app.get(
    '/wps/deposit/orders/:orderNo',
    {
      ...member,
      schema: {
        tags,
        summary: 'One of the member’s deposit orders',
        params: orderNoParamsSchema,
        response: replies(depositOrderSchema),
      },
    },
    async (request) => ok(await deposits.getOrder(principalOf(request).memberId, request.params.orderNo)),
  );

  app.put(
    '/wps/deposit/orders/:orderNo/proof',
    {
      ...member,
      // Above the server's default body limit: the image itself is the body.
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload the proof of a bank-transfer deposit',
        description: 'The body is the image itself (png or jpg, at most 5 MB), checked by its content.',
        params: orderNoParamsSchema,
        response: replies(depositOrderSchema),
      },
    },
    async (request) =>
      ok(
        await deposits.attachProof(
          principalOf(request).memberId,
          request.params.orderNo,
          await readImageUpload(request.body),
          request.language,
        ),
      ),
  );

  app.post(
    paymentNotifyPath('SANDBOX'),
    {
      schema: {
        tags,
        summary: 'The sandbox payment gateway’s signed notification',
        description:
          'HMAC-SHA256 of the fields with the channel’s secret; repeats are answered and move nothing.',
        body: sandboxNotificationSchema,
        response: replies(z.literal('OK')),
      },
    },
    async (request) => {
      await deposits.handleSandboxNotification(request.body);
      return ok('OK' as const);
    },
  );

  app.put(
    '/wps/member/payment-password',
    {
      ...member,
      schema: {
        tags,
        summary: 'Set or change the payment password',
        body: paymentPasswordRequestSchema,
        response: replies(walletSecuritySchema),
      },
    },
    async (request) =>
      ok(await withdrawals.setPaymentPassword(principalOf(request).memberId, request.body, request.language)),
  );

  app.get(
    '/wps/member/bank-accounts',
    {
      ...member,
      schema: { tags, summary: 'The member’s bank accounts', response: replies(z.array(bankAccountSchema)) },
    },
    async (request) => ok(await withdrawals.listBankAccounts(principalOf(request).memberId)),
  );

  app.post(
    '/wps/member/bank-accounts',
    {
      ...member,
      schema: {
        tags,
        summary: 'Bind a bank account (its name must be the payee name)',
        body: bankAccountRequestSchema,
        response: replies(bankAccountSchema),
      },
    },
    async (request) =>
      ok(await withdrawals.bindBankAccount(principalOf(request).memberId, request.body, request.language)),
  );

  app.get(
    '/wps/withdrawals/config',
    {
      ...member,
      schema: {
        tags,
        summary: 'Withdrawal limits and today’s count',
        response: replies(withdrawalConfigSchema),
      },
    },
    async (request) => ok(await withdrawals.getConfig(principalOf(request).memberId)),
  );

  app.post(
    '/wps/withdrawals',
    {
      ...member,
      schema: {
        tags,
        summary: 'Request a withdrawal (spec: withdraw); the amount is held at once',
        body: withdrawalRequestSchema,
        response: replies(withdrawalOrderSchema),
      },
    },
    async (request) =>
      ok(await withdrawals.request(principalOf(request).memberId, request.body, request.language)),
  );

  app.get(
    '/wps/withdrawals',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s withdrawals',
        querystring: memberOrdersQuerySchema,
        response: replies(withdrawalOrderPageSchema),
      },
    },
    async (request) => ok(await withdrawals.listOrders(principalOf(request).memberId, request.query)),
  );
};
