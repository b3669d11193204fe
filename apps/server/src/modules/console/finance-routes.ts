import { financeEndpoints as finance } from '@platform/contract';
import type { Router } from '../../platform/http/route.ts';
import type { DepositService } from '../wallet/deposit-service.ts';
import type { WithdrawalService } from '../wallet/withdrawal-service.ts';
import { actorOf } from './guard.ts';
import { done } from './done.ts';

/** The finance desk: deposit and withdrawal queues and their decisions, channels, limits. */
export const registerFinanceRoutes = (
  route: Router,
  { deposits, withdrawals }: { deposits: DepositService; withdrawals: WithdrawalService },
) => {
  route(finance.deposits, ({ query, request }) => deposits.listQueue(query, request.language));
  route(finance.depositProof, async ({ params, reply }) => {
    const proof = await deposits.getProof(params.id);
    return reply.type(proof.contentType).header('cache-control', 'private, no-store').send(proof.bytes);
  });
  route(finance.creditDeposit, ({ params, body, request }) =>
    deposits.credit(actorOf(request), params.id, body.memo ?? null),
  );
  route(finance.rejectDeposit, ({ params, body, request }) =>
    deposits.reject(actorOf(request), params.id, body.reason, body.memo ?? null),
  );
  route(finance.withdrawals, ({ query }) => withdrawals.listQueue(query));
  route(finance.approveWithdrawal, ({ params, body, request }) =>
    withdrawals.approve(actorOf(request), params.id, body.memo ?? null),
  );
  route(finance.rejectWithdrawal, ({ params, body, request }) =>
    withdrawals.reject(actorOf(request), params.id, body.reason, body.memo ?? null),
  );
  route(finance.depositChannels, () => deposits.listChannelsForStaff());
  route(finance.createDepositChannel, ({ body, request }) => deposits.createChannel(actorOf(request), body));
  route(finance.updateDepositChannel, ({ params, body, request }) =>
    deposits.updateChannel(actorOf(request), params.id, body),
  );
  route(finance.withdrawalSettings, () => withdrawals.getSettings());
  route(finance.updateWithdrawalSettings, ({ body, request }) =>
    withdrawals.setSettings(actorOf(request), body),
  );
  route(finance.unlockPaymentPassword, ({ params, request }) =>
    done(withdrawals.unlockPaymentPassword(actorOf(request), params.id)),
  );
};
