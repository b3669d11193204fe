import { z } from 'zod';
import {
  channelIdParamsSchema,
  depositChannelAdminSchema,
  depositChannelInputSchema,
  depositQueuePageSchema,
  depositQueueQuerySchema,
  memberIdParamsSchema,
  orderApprovalSchema,
  orderDecisionResultSchema,
  orderIdParamsSchema,
  orderRejectionSchema,
  withdrawalQueuePageSchema,
  withdrawalQueueQuerySchema,
  withdrawalSettingsInputSchema,
  withdrawalSettingsSchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { emptyValue, ok, replies } from '../../platform/http/envelope.ts';
import type { DepositService } from '../wallet/deposit-service.ts';
import type { WithdrawalService } from '../wallet/withdrawal-service.ts';
import { actorOf } from './guard.ts';
import type { Requires } from './routes.ts';

const PREFIX = '/console-api';
const tags = ['console finance'];

/** The finance desk: deposit and withdrawal queues and their decisions, channels, limits. */
export const registerFinanceRoutes = (
  app: App,
  requires: Requires,
  { deposits, withdrawals }: { deposits: DepositService; withdrawals: WithdrawalService },
) => {
  app.get(
    `${PREFIX}/deposits`,
    {
      onRequest: requires('GET', '/deposits', 'finance.read'),
      schema: {
        tags,
        summary: 'The deposit queue',
        querystring: depositQueueQuerySchema,
        response: replies(depositQueuePageSchema),
      },
    },
    async (request) => ok(await deposits.listQueue(request.query, request.language)),
  );

  app.get(
    `${PREFIX}/deposits/:id/proof`,
    {
      onRequest: requires('GET', '/deposits/:id/proof', 'finance.read'),
      schema: { tags, summary: 'The proof image of a bank-transfer deposit', params: orderIdParamsSchema },
    },
    async (request, reply) => {
      const proof = await deposits.getProof(request.params.id);
      return reply.type(proof.contentType).header('cache-control', 'private, no-store').send(proof.bytes);
    },
  );

  app.post(
    `${PREFIX}/deposits/:id/credit`,
    {
      onRequest: requires('POST', '/deposits/:id/credit', 'finance.write'),
      schema: {
        tags,
        summary: 'Credit a pending or expired deposit; audited, notifies the member',
        params: orderIdParamsSchema,
        body: orderApprovalSchema,
        response: replies(orderDecisionResultSchema),
      },
    },
    async (request) =>
      ok(await deposits.credit(actorOf(request), request.params.id, request.body.reason ?? null)),
  );

  app.post(
    `${PREFIX}/deposits/:id/reject`,
    {
      onRequest: requires('POST', '/deposits/:id/reject', 'finance.write'),
      schema: {
        tags,
        summary: 'Fail a pending or expired deposit with a reason; audited, notifies the member',
        params: orderIdParamsSchema,
        body: orderRejectionSchema,
        response: replies(orderDecisionResultSchema),
      },
    },
    async (request) => ok(await deposits.reject(actorOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    `${PREFIX}/withdrawals`,
    {
      onRequest: requires('GET', '/withdrawals', 'finance.read'),
      schema: {
        tags,
        summary: 'The withdrawal queue',
        querystring: withdrawalQueueQuerySchema,
        response: replies(withdrawalQueuePageSchema),
      },
    },
    async (request) => ok(await withdrawals.listQueue(request.query)),
  );

  app.post(
    `${PREFIX}/withdrawals/:id/approve`,
    {
      onRequest: requires('POST', '/withdrawals/:id/approve', 'finance.write'),
      schema: {
        tags,
        summary: 'Mark a pending withdrawal paid; audited, notifies the member',
        params: orderIdParamsSchema,
        body: orderApprovalSchema,
        response: replies(orderDecisionResultSchema),
      },
    },
    async (request) =>
      ok(await withdrawals.approve(actorOf(request), request.params.id, request.body.reason ?? null)),
  );

  app.post(
    `${PREFIX}/withdrawals/:id/reject`,
    {
      onRequest: requires('POST', '/withdrawals/:id/reject', 'finance.write'),
      schema: {
        tags,
        summary:
          'Reject a pending withdrawal with a reason: the held amount returns; audited, notifies the member',
        params: orderIdParamsSchema,
        body: orderRejectionSchema,
        response: replies(orderDecisionResultSchema),
      },
    },
    async (request) => ok(await withdrawals.reject(actorOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    `${PREFIX}/deposit-channels`,
    {
      onRequest: requires('GET', '/deposit-channels', 'finance.read'),
      schema: {
        tags,
        summary: 'Every deposit channel',
        response: replies(z.array(depositChannelAdminSchema)),
      },
    },
    async () => ok(await deposits.listChannelsForStaff()),
  );

  app.post(
    `${PREFIX}/deposit-channels`,
    {
      onRequest: requires('POST', '/deposit-channels', 'finance.write'),
      schema: {
        tags,
        summary: 'Create a deposit channel; audited',
        body: depositChannelInputSchema,
        response: replies(depositChannelAdminSchema),
      },
    },
    async (request) => ok(await deposits.createChannel(actorOf(request), request.body)),
  );

  app.put(
    `${PREFIX}/deposit-channels/:id`,
    {
      onRequest: requires('PUT', '/deposit-channels/:id', 'finance.write'),
      schema: {
        tags,
        summary: 'Update a deposit channel; audited',
        params: channelIdParamsSchema,
        body: depositChannelInputSchema,
        response: replies(depositChannelAdminSchema),
      },
    },
    async (request) => ok(await deposits.updateChannel(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    `${PREFIX}/withdrawal-settings`,
    {
      onRequest: requires('GET', '/withdrawal-settings', 'finance.read'),
      schema: { tags, summary: 'Withdrawal limits', response: replies(withdrawalSettingsSchema) },
    },
    async () => ok(await withdrawals.getSettings()),
  );

  app.put(
    `${PREFIX}/withdrawal-settings`,
    {
      onRequest: requires('PUT', '/withdrawal-settings', 'finance.write'),
      schema: {
        tags,
        summary: 'Set the withdrawal limits; audited',
        body: withdrawalSettingsInputSchema,
        response: replies(withdrawalSettingsSchema),
      },
    },
    async (request) => ok(await withdrawals.setSettings(actorOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/members/:id/payment-password/unlock`,
    {
      onRequest: requires('POST', '/members/:id/payment-password/unlock', 'finance.write'),
      schema: {
        tags,
        summary: 'Unlock a payment password locked by wrong tries; audited',
        params: memberIdParamsSchema,
        response: replies(emptyValue),
      },
    },
    async (request) => {
      await withdrawals.unlockPaymentPassword(actorOf(request), request.params.id);
      return ok(null);
    },
  );
};
