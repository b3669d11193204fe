import type { FastifyRequest } from 'fastify';
import { lotteryAdminEndpoints as lottery } from '@platform/contract';
import type { Actor } from '../../platform/audit/service.ts';
import type { Router } from '../../platform/http/route.ts';
import type { LotteryAdmin } from './admin-client.ts';

/**
 * The console's lottery pages: games, odds and limits, draws (result entry, a second staff member's
 * confirmation, cancellation), open liability and the report, each a signed call to the game's vendor.
 * Writes are audited with the acting staff member, who is also the one the vendor records.
 */
export const registerLotteryConsoleRoutes = (
  route: Router,
  { lotteryAdmin, actorOf }: { lotteryAdmin: LotteryAdmin; actorOf: (request: FastifyRequest) => Actor },
) => {
  route(lottery.games, () => lotteryAdmin.games());
  route(lottery.settings, ({ query }) => lotteryAdmin.settings(query));
  route(lottery.setSettings, ({ body, request }) => lotteryAdmin.setSettings(actorOf(request), body));
  route(lottery.draws, ({ query }) => lotteryAdmin.draws(query));
  route(lottery.enterResult, ({ body, request }) => lotteryAdmin.enterResult(actorOf(request), body));
  route(lottery.confirmResult, ({ body, request }) => lotteryAdmin.confirmResult(actorOf(request), body));
  route(lottery.cancelDraw, ({ body, request }) => lotteryAdmin.cancelDraw(actorOf(request), body));
  route(lottery.exposure, ({ query }) => lotteryAdmin.exposure(query));
  route(lottery.report, ({ query }) => lotteryAdmin.report(query));
};
