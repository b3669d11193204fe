import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VENDOR_REPLAY_WINDOW_SECONDS,
  VENDOR_SIGNATURE_HEADER,
  errorEnvelope,
  okEnvelope,
  vassalageSchema,
  vendorAuthenticateSchema,
  vendorBalanceAnswerSchema,
  vendorBalanceSchema,
  vendorBetSchema,
  vendorRollbackSchema,
  vendorSessionSchema,
  vendorTransactionAnswerSchema,
  vendorWinSchema,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { VendorApiService } from './service.ts';
import type { Clock } from '../../platform/clock.ts';

export const VENDOR_API_PREFIX = '/vendor-api';
const tags = ['vendor-api'];

/** HMAC-SHA256 of a raw body with a vendor's secret, lower-case hex: what `X-Signature` must carry. */
export const signVendorBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const paramsSchema = z.strictObject({ vendor: vassalageSchema });
const headersSchema = z.object({
  [VENDOR_SIGNATURE_HEADER]: z
    .string()
    .describe('Lower-case hex HMAC-SHA256 of the exact request body bytes, keyed by the vendor’s secret'),
});

/**
 * Answers of the vendor API: HTTP 200 with `{ success: true, value }`, or HTTP 200 with
 * `{ success: false, errorCode, message, value }` for a business refusal. Only calls that are not
 * the vendor's (unsigned, wrongly signed, stale, malformed, unknown vendor) get a 4xx.
 */
const vendorReplies = <T extends z.ZodType>(value: T) => ({
  200: z.union([okEnvelope(value), errorEnvelope]),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

const PROTOCOL = `Seamless-wallet API for game vendors. Every call is a POST of a JSON body to
\`/vendor-api/{vendor}/{call}\` with the header \`X-Signature: hex(HMAC-SHA256(secret, body))\` over the exact
body bytes, and a \`timestamp\` (seconds since the epoch) in the body within ${VENDOR_REPLAY_WINDOW_SECONDS} s
of the platform's clock. Amounts are decimal strings with 2 decimals at most. Launch: the platform opens the
vendor's launch URL with \`token\`, \`gameCode\`, \`language\`, \`mode\` (real | demo) and \`platform\`; the
vendor exchanges the token once, within 5 minutes, by \`authenticate\`. Rules: every bet, win and rollback
is stored under its (vendor, transactionId); a repeat answers the stored answer and moves nothing; the same id
with other fields is \`transaction_mismatch\`; a bet the balance cannot cover is \`insufficient_funds\` with
the balance; a rollback of a bet never seen answers the final \`transaction_not_found\` and refuses that bet
id later (\`transaction_cancelled\`); a rollback after the round's win is \`round_closed\`; bets need a live
session and an unlocked player, wins and rollbacks never do. Business refusals are HTTP 200 with
\`success: false\`; 401 \`invalid_signature\` / \`request_expired\`, 404 unknown vendor, 400/422 malformed.`;

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

    const schema = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, answer: R) => ({
      tags,
      summary,
      description: PROTOCOL,
      params: paramsSchema,
      headers: headersSchema,
      body,
      response: vendorReplies(answer),
    });

    scope.post(
      `${VENDOR_API_PREFIX}/:vendor/authenticate`,
      {
        schema: schema(
          'Exchange the launch token for a player session (once, within 5 minutes)',
          vendorAuthenticateSchema,
          vendorSessionSchema,
        ),
      },
      async (request) => ok(await vendorApi.authenticate(vendorOf(request), request.body)),
    );
    scope.post(
      `${VENDOR_API_PREFIX}/:vendor/balance`,
      {
        schema: schema(
          'The player’s balance (a live session)',
          vendorBalanceSchema,
          vendorBalanceAnswerSchema,
        ),
      },
      async (request) => ok(await vendorApi.balance(vendorOf(request), request.body)),
    );
    scope.post(
      `${VENDOR_API_PREFIX}/:vendor/bet`,
      { schema: schema('Debit a bet', vendorBetSchema, vendorTransactionAnswerSchema) },
      async (request) => ok(await vendorApi.bet(vendorOf(request), request.body)),
    );
    scope.post(
      `${VENDOR_API_PREFIX}/:vendor/win`,
      {
        schema: schema(
          'Credit a win (0 for a loss); closes the round unless closeRound is false',
          vendorWinSchema,
          vendorTransactionAnswerSchema,
        ),
      },
      async (request) => ok(await vendorApi.win(vendorOf(request), request.body)),
    );
    scope.post(
      `${VENDOR_API_PREFIX}/:vendor/rollback`,
      { schema: schema('Refund a bet, exactly once', vendorRollbackSchema, vendorTransactionAnswerSchema) },
      async (request) => ok(await vendorApi.rollback(vendorOf(request), request.body)),
    );
    done();
  });
};
