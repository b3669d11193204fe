import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jackpotViewSchema,
  lotteryDrawsQuerySchema,
  lotteryDrawsViewSchema,
  lotteryLatestViewSchema,
  lotteryOrderParamsSchema,
  lotteryOrdersQuerySchema,
  lotteryOrderViewSchema,
  openSessionSchema,
  placedLotteryOrdersSchema,
  placeLotteryOrderSchema,
  roomsViewSchema,
  playResultSchema,
  playSchema,
  revealSchema,
  rotatedSeedsSchema,
  rotateSeedsSchema,
  roundParamsSchema,
  roundsQuerySchema,
  roundViewSchema,
  sessionViewSchema,
  type HouseErrorCode,
} from '../api/schemas.ts';
import { HouseError } from './errors.ts';
import type { LotteryDraws } from './lottery-draws.ts';
import type { LotteryOrders } from './lottery-orders.ts';
import type { HouseService } from './service.ts';

const envelope = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });
const ok = <T>(value: T) => ({ success: true as const, value });

/** Codes of the client errors Fastify raises itself, by status. */
const CLIENT_ERRORS: Partial<Record<number, HouseErrorCode>> = {
  404: 'not_found',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * Fastify's `frameworkErrors` for the house vendor as its own service: a broken %-encoding or an
 * over-long path parameter, found before routing, answers the envelope like any refusal.
 */
export const answerHouseFrameworkError = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const status = error.statusCode ?? 500;
  const code = CLIENT_ERRORS[status] ?? (status < 500 ? 'malformed_request' : 'internal');
  void reply.status(status).send({ success: false, errorCode: code, message: code, value: null });
};

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
};

/**
 * The game pages' API under the plugin's prefix. Thin: each route validates with the shared schemas
 * and calls one service function. Refusals answer the envelope with a stable code; anything
 * unexpected is logged and answered without its details.
 */
export const registerHouseRoutes = (
  parent: FastifyInstance,
  options: {
    service: HouseService;
    lottery: LotteryDraws;
    lotteryOrders: LotteryOrders;
    publishedGames: unknown[];
    defaultCurrency: string;
  },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { service, lottery, lotteryOrders } = options;

  const refuse = (reply: FastifyReply, status: number, code: HouseErrorCode | 'internal') =>
    reply.status(status).send({ success: false, errorCode: code, message: code, value: null });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HouseError) return refuse(reply, error.status, error.code);
    if ((error as { validation?: unknown }).validation) return refuse(reply, 400, 'validation_failed');
    // What Fastify refuses before a handler runs (a malformed, empty, oversized or multipart body):
    // the client's fault, answered in the envelope with Fastify's status.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'house vendor request refused');
      return refuse(reply, status, CLIENT_ERRORS[status] ?? 'malformed_request');
    }
    request.log.error({ err: error }, 'house vendor request failed');
    return refuse(reply, 500, 'internal');
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 'not_found'));

  app.post(
    '/api/sessions',
    { schema: { body: openSessionSchema, response: { 200: envelope(sessionViewSchema) } } },
    async (request) => ok(await service.openSession(request.body.token)),
  );
  app.get('/api/session', { schema: { response: { 200: envelope(sessionViewSchema) } } }, async (request) =>
    ok(await service.getSession(bearer(request))),
  );
  app.post(
    '/api/rounds',
    { schema: { body: playSchema, response: { 200: envelope(playResultSchema) } } },
    async (request) => ok(await service.play(bearer(request), request.body)),
  );
  app.get(
    '/api/rounds',
    { schema: { querystring: roundsQuerySchema, response: { 200: envelope(z.array(roundViewSchema)) } } },
    async (request) => ok(await service.rounds(bearer(request), request.query.limit)),
  );
  app.get(
    '/api/rounds/:id',
    { schema: { params: roundParamsSchema, response: { 200: envelope(roundViewSchema) } } },
    async (request) => ok(await service.round(bearer(request), request.params.id)),
  );
  app.post(
    '/api/rounds/:id/reveal',
    {
      schema: {
        params: roundParamsSchema,
        body: revealSchema,
        response: { 200: envelope(playResultSchema) },
      },
    },
    async (request) => ok(await service.reveal(bearer(request), request.params.id, request.body.cell)),
  );
  app.post(
    '/api/rounds/:id/cashout',
    { schema: { params: roundParamsSchema, response: { 200: envelope(playResultSchema) } } },
    async (request) => ok(await service.cashOut(bearer(request), request.params.id)),
  );
  app.post(
    '/api/seeds',
    { schema: { body: rotateSeedsSchema, response: { 200: envelope(rotatedSeedsSchema) } } },
    async (request) => ok(await service.rotateSeeds(bearer(request), request.body.clientSeed)),
  );
  app.get(
    '/api/jackpot',
    {
      schema: {
        querystring: z.strictObject({
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .optional(),
        }),
        response: { 200: envelope(jackpotViewSchema) },
      },
    },
    async (request) => ok(await service.jackpot(request.query.currency ?? options.defaultCurrency)),
  );
  /**
   * The live tables with their state and road, for the platform's room list (public). The platform
   * names its currency; the house's table limits are the same in every currency.
   */
  app.get(
    '/api/rooms',
    {
      schema: {
        querystring: z.strictObject({
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .optional(),
        }),
        response: { 200: envelope(roomsViewSchema) },
      },
    },
    async () => ok(await service.rooms()),
  );
  app.get(
    '/api/lottery/draws',
    {
      schema: { querystring: lotteryDrawsQuerySchema, response: { 200: envelope(lotteryDrawsViewSchema) } },
    },
    async (request) => ok(await lottery.view(request.query.gameId, request.query.limit)),
  );
  /** Every lottery game's open draw and last result, for the platform's lottery pages (public). */
  app.get(
    '/api/lottery/latest',
    { schema: { querystring: z.strictObject({}), response: { 200: envelope(lotteryLatestViewSchema) } } },
    async () => ok(await lottery.latest()),
  );
  app.post(
    '/api/lottery/orders',
    { schema: { body: placeLotteryOrderSchema, response: { 200: envelope(placedLotteryOrdersSchema) } } },
    async (request) => ok(await lotteryOrders.place(bearer(request), request.body)),
  );
  app.get(
    '/api/lottery/orders',
    {
      schema: {
        querystring: lotteryOrdersQuerySchema,
        response: { 200: envelope(z.array(lotteryOrderViewSchema)) },
      },
    },
    async (request) => ok(await lotteryOrders.list(bearer(request), request.query)),
  );
  app.post(
    '/api/lottery/orders/:id/cancel',
    { schema: { params: lotteryOrderParamsSchema, response: { 200: envelope(placedLotteryOrdersSchema) } } },
    async (request) => ok(await lotteryOrders.cancel(bearer(request), request.params.id)),
  );
  /** The published game list, in the platform's import format. */
  app.get('/api/catalogue', () => Promise.resolve(ok({ games: options.publishedGames })));
};
