import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VENDOR_REPLAY_WINDOW_SECONDS,
  VENDOR_SIGNATURE_HEADER,
  errorEnvelope,
  okEnvelope,
  vassalageSchema,
  vendorApiEndpoints,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import type { Router } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { VendorApiService } from './service.ts';
import type { Clock } from '../../platform/clock.ts';
import { signVendorBody } from '../../platform/http/vendor-signature.ts';

const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Answers of the vendor API: HTTP 200 with `{ success: true, value }`, or HTTP 200 with
 * `{ success: false, errorCode, message, value }` for a business refusal. Only calls that are not
 * the vendor's (unsigned, wrongly signed, stale, malformed, unknown vendor) get a 4xx.
 */
const vendorReplies = (value: z.ZodType) => ({
  200: z.union([okEnvelope(value), errorEnvelope]),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The vendor whose secret signed this vendor-API call. */
    vendorCode?: string;
  }
}

/** The vendor whose signature the parser checked; a call that skipped the parser (not JSON) is refused. */
const vendorOf = (request: FastifyRequest) => {
  if (!request.vendorCode) throw new AppError('invalid_signature');
  return request.vendorCode;
};

/**
 * The vendor API, in its own plugin: its JSON parser checks the signature over the raw bytes
 * before anything else reads the body, and every refusal is logged with the vendor and reason.
 */
export const registerVendorApiRoutes = async (
  app: App,
  route: Router,
  { vendorApi, clock }: { vendorApi: VendorApiService; clock: Clock },
) => {
  await app.register((scope: App, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      async (request: FastifyRequest, raw: string | Buffer) => {
        const body = raw as string;
        const { vendor } = (request.params ?? {}) as { vendor?: string };
        const known = vendor !== undefined && vassalageSchema.safeParse(vendor).success;
        const signature = request.headers[VENDOR_SIGNATURE_HEADER];
        const signedBy = (secret: string | undefined) =>
          secret !== undefined &&
          typeof signature === 'string' &&
          /^[0-9a-f]{64}$/.test(signature) &&
          sameSignature(signVendorBody(secret, body), signature);
        // The remembered secret first; read again before refusing, so a rotation applies at once.
        let secret = known ? await vendorApi.findSecret(vendor) : undefined;
        if (known && !signedBy(secret)) secret = await vendorApi.findSecret(vendor, { fresh: true });
        if (!secret) {
          request.log.warn({ vendor }, 'vendor-api: unknown vendor');
          throw new AppError('not_found');
        }
        if (!signedBy(secret)) {
          request.log.warn({ vendor }, 'vendor-api: bad signature');
          throw new AppError('invalid_signature');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          request.log.warn({ vendor }, 'vendor-api: malformed body');
          throw new AppError('malformed_request');
        }
        const timestamp = (parsed as { timestamp?: unknown } | null)?.timestamp;
        if (
          typeof timestamp !== 'number' ||
          Math.abs(clock.now().getTime() / 1000 - timestamp) > VENDOR_REPLAY_WINDOW_SECONDS
        ) {
          request.log.warn({ vendor, timestamp }, 'vendor-api: timestamp outside the replay window');
          throw new AppError('request_expired');
        }
        request.vendorCode = vendor;
        return parsed;
      },
    );
    scope.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400)
        request.log.warn({ vendor: request.vendorCode, status: reply.statusCode }, 'vendor-api: refused');
    });

    const scoped = route.within(scope);
    const options = { replies: vendorReplies };
    scoped(
      vendorApiEndpoints.authenticate,
      ({ body, request }) => vendorApi.authenticate(vendorOf(request), body),
      options,
    );
    scoped(
      vendorApiEndpoints.balance,
      ({ body, request }) => vendorApi.balance(vendorOf(request), body),
      options,
    );
    scoped(vendorApiEndpoints.bet, ({ body, request }) => vendorApi.bet(vendorOf(request), body), options);
    scoped(vendorApiEndpoints.win, ({ body, request }) => vendorApi.win(vendorOf(request), body), options);
    scoped(
      vendorApiEndpoints.rollback,
      ({ body, request }) => vendorApi.rollback(vendorOf(request), body),
      options,
    );
    done();
  });
};
