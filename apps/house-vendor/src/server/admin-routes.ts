import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_REPLAY_WINDOW_SECONDS,
  ADMIN_SIGNATURE_HEADER,
  lotteryAdminCalls,
  type LotteryAdminCall,
} from '../api/lottery-admin.ts';
import { HouseError } from './errors.ts';
import type { LotteryAdmin } from './lottery-admin.ts';

/** The largest admin call body (a Vietnamese result is well under 1 KiB). */
const BODY_LIMIT = 16 * 1024;

const signatureMatches = (secret: string, body: string, given: unknown) => {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
};

/**
 * The lottery's admin calls from the platform (`POST /api/lottery/admin/{call}`), in their own
 * scope: its JSON parser checks the signature over the exact body bytes with the shared secret and
 * the timestamp against the house's clock before anything reads the body; a call that reaches a
 * handler without passing it (no body, another content type) is refused. Refusals answer the
 * envelope through the house routes' error handler.
 */
export const registerLotteryAdminRoutes = (
  parent: FastifyInstance,
  { admin, secret, clock }: { admin: LotteryAdmin; secret: () => Promise<string>; clock: () => Date },
) =>
  parent.register((app, _options, done) => {
    const signed = new WeakSet<FastifyRequest>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      async (request: FastifyRequest, raw: string | Buffer) => {
        const body = raw as string;
        // Before registration there is no secret: nothing is signed with it.
        const key = await secret().catch(() => null);
        if (key === null || !signatureMatches(key, body, request.headers[ADMIN_SIGNATURE_HEADER])) {
          request.log.warn('house lottery admin: bad signature');
          throw new HouseError('invalid_signature');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          throw new HouseError('malformed_request');
        }
        const timestamp = (parsed as { timestamp?: unknown } | null)?.timestamp;
        if (
          typeof timestamp !== 'number' ||
          Math.abs(clock().getTime() / 1000 - timestamp) > ADMIN_REPLAY_WINDOW_SECONDS
        ) {
          request.log.warn({ timestamp }, 'house lottery admin: timestamp outside the replay window');
          throw new HouseError('request_expired');
        }
        signed.add(request);
        return parsed;
      },
    );

    const handlers: { [Call in LotteryAdminCall]: (input: never) => Promise<unknown> } = {
      'settings.get': admin.settingsGet,
      'settings.set': admin.settingsSet,
      'draws.list': admin.drawsList,
      'results.enter': admin.resultsEnter,
      'results.confirm': admin.resultsConfirm,
      'draws.cancel': admin.drawsCancel,
      exposure: admin.exposure,
      report: admin.report,
    };

    app.post<{ Params: { call: string } }>('/api/lottery/admin/:call', async (request) => {
      if (!signed.has(request)) throw new HouseError('invalid_signature');
      const { call } = request.params;
      if (!Object.hasOwn(lotteryAdminCalls, call)) throw new HouseError('not_found');
      const input = lotteryAdminCalls[call as LotteryAdminCall].safeParse(request.body);
      if (!input.success) throw new HouseError('validation_failed');
      const value = await handlers[call as LotteryAdminCall](input.data as never);
      return { success: true, value };
    });
    done();
  });
