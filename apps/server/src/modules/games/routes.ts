import { z } from 'zod';
import {
  betRecordPageSchema,
  betRecordQuerySchema,
  favouriteIdsSchema,
  favouriteRequestSchema,
  favouritesQuerySchema,
  favouritesSchema,
  gameListQuerySchema,
  gameListSchema,
  gameMenuQuerySchema,
  gameMenuSchema,
  gameSchema,
  gameSearchQuerySchema,
  GAME_SEARCH_LIMIT,
  hotGamesQuerySchema,
  jackpotSchema,
  launchGameQuerySchema,
  launchGameSchema,
  parseMinorUnits,
  profitQuerySchema,
  profitReportSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
  vendorLaneSchema,
  vendorLanesQuerySchema,
  winnerSchema,
  winnersQuerySchema,
  WINNER_BOARD_SIZE,
  type GameList,
  type Language,
} from '@platform/contract';
import type { App } from '../../platform/http/types.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import {
  sendSerialisedJson,
  serialisedJson,
  type SerialisedJson,
} from '../../platform/http/serialised-json.ts';
import { principalOf, type createAuthGuard } from '../../platform/auth/guard.ts';
import type { Catalogue } from './catalogue.ts';
import type { GamesService } from './service.ts';
import type { WinnerBoard } from './winners.ts';
import type { JackpotService } from './jackpot.ts';

const tags = ['games'];

/** The language of a lobby call: its `language` parameter (the spec's clients send it), else the header's. */
const languageOf = (request: { language: Language; query: { language?: Language | undefined } }) =>
  request.query.language ?? request.language;

export const registerGameRoutes = (
  app: App,
  deps: {
    catalogue: Catalogue;
    games: GamesService;
    winners: WinnerBoard;
    jackpot: JackpotService;
    guard: ReturnType<typeof createAuthGuard>;
  },
) => {
  const { catalogue, games, winners, jackpot, guard } = deps;
  const member = { onRequest: guard.requireRealMember };

  const gameListReplies = replies(gameListSchema);
  /**
   * The game list's answers as sent, by page: the catalogue hands out the same page object until
   * something in it changes, so each is encoded by the route's schema (as its serializer would)
   * and written out (and compressed) once, not on every request.
   */
  const serialisedLists = new WeakMap<GameList, SerialisedJson>();
  const serialiseList = (list: GameList) => {
    let body = serialisedLists.get(list);
    if (body === undefined) {
      body = serialisedJson(JSON.stringify(z.encode(gameListReplies[200], ok(list))));
      serialisedLists.set(list, body);
    }
    return body;
  };

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary:
          'The navigation: Hot first, then each category with at least one vendor; FAV and RECENT need login',
        querystring: gameMenuQuerySchema,
        response: replies(z.array(gameMenuSchema)),
      },
    },
    async () => ok(await catalogue.menus()),
  );

  app.get(
    '/wps/relay/games',
    {
      schema: {
        tags,
        summary:
          'The game list: 48 a page by default, filtered by category, classify, vendor, name, new, platform',
        querystring: gameListQuerySchema,
        response: gameListReplies,
      },
    },
    async (request, reply) => {
      const { pageNum, pageSize, minBet, ...filter } = request.query;
      const list = await catalogue.list(
        { ...filter, minBet: minBet === undefined ? undefined : parseMinorUnits(minBet) },
        { pageNum, pageSize },
        languageOf(request),
      );
      return sendSerialisedJson(request, reply, serialiseList(list));
    },
  );

  app.get(
    '/wps/relay/games/hot',
    {
      schema: {
        tags,
        summary: 'Hot games, in the operator’s order',
        querystring: hotGamesQuerySchema,
        response: replies(z.array(gameSchema)),
      },
    },
    async (request) => {
      const { games: found } = await catalogue.list(
        { isHot: 1, platform: request.query.platform },
        { pageNum: 1, pageSize: Number.MAX_SAFE_INTEGER },
        languageOf(request),
      );
      return ok(found);
    },
  );

  app.get(
    '/wps/relay/games/search',
    {
      schema: {
        tags,
        summary: `Games whose Japanese or English name contains the text; at most ${GAME_SEARCH_LIMIT}`,
        querystring: gameSearchQuerySchema,
        response: replies(z.array(gameSchema)),
      },
    },
    async (request) => {
      const { games: found } = await catalogue.list(
        { gameName: request.query.gameName, platform: request.query.platform },
        { pageNum: 1, pageSize: GAME_SEARCH_LIMIT },
        languageOf(request),
      );
      return ok(found);
    },
  );

  app.get(
    '/wps/relay/games/vendors',
    {
      schema: {
        tags,
        summary: 'Vendor lanes: every category with its vendors and their game counts',
        querystring: vendorLanesQuerySchema,
        response: replies(z.array(vendorLaneSchema)),
      },
    },
    async (request) => ok(await catalogue.lanes({ platform: request.query.platform })),
  );

  app.get(
    '/wps/relay/winners',
    {
      schema: {
        tags,
        summary: `The winner board: the latest ${WINNER_BOARD_SIZE} big wins of real bets (names masked), newest first`,
        description:
          'Settled real-money rounds that paid at least the content setting’s `winnerMinAmount`, of one ' +
          'category or `ALL`; read again every few seconds.',
        querystring: winnersQuerySchema,
        response: replies(z.array(winnerSchema)),
      },
    },
    async (request) => ok(await winners.latest(request.query, languageOf(request))),
  );

  app.get(
    '/wps/relay/jackpot',
    {
      schema: {
        tags,
        summary: 'The live progressive pool of the first vendor that publishes one; null otherwise',
        response: replies(jackpotSchema),
      },
    },
    async () => ok(await jackpot.current()),
  );

  app.get(
    '/wps/relay/games/recent',
    {
      ...member,
      schema: {
        tags,
        summary: 'Games the member launched, latest first',
        querystring: recentGamesQuerySchema,
        response: replies(recentGamesSchema),
      },
    },
    async (request) =>
      ok(await games.recent(principalOf(request).memberId, request.query, languageOf(request))),
  );

  app.get(
    '/wps/relay/favourites',
    {
      ...member,
      schema: {
        tags,
        summary: 'The member’s favourite games, latest first (as `content`)',
        querystring: favouritesQuerySchema,
        response: replies(favouritesSchema),
      },
    },
    async (request) =>
      ok(await games.favourites(principalOf(request).memberId, request.query, languageOf(request))),
  );

  app.get(
    '/wps/relay/favourites/ids',
    {
      ...member,
      schema: {
        tags,
        summary: 'The node ids of the member’s favourites',
        response: replies(favouriteIdsSchema),
      },
    },
    async (request) => ok({ favIds: await games.favouriteIds(principalOf(request).memberId) }),
  );

  app.post(
    '/wps/relay/favourites',
    {
      ...member,
      schema: {
        tags,
        summary: 'Add a favourite; answers the favourite ids',
        body: favouriteRequestSchema,
        response: replies(favouriteIdsSchema),
      },
    },
    async (request) => ok(await games.addFavourite(principalOf(request).memberId, request.body.nodeId)),
  );

  app.delete(
    '/wps/relay/favourites',
    {
      ...member,
      schema: {
        tags,
        summary: 'Remove a favourite; answers the favourite ids',
        querystring: favouriteRequestSchema,
        response: replies(favouriteIdsSchema),
      },
    },
    async (request) => ok(await games.removeFavourite(principalOf(request).memberId, request.query.nodeId)),
  );

  app.get(
    '/wps/game/launchGame',
    {
      onRequest: guard.requireRealMemberUnlessFreePlay,
      schema: {
        tags,
        summary:
          'The game’s URL with a one-time launch token. 503 game_maintenance (value: endTime, suggestions), ' +
          '422 free_play_unavailable, 404 game_not_found, 403 in_need_true_account for a trial account’s real-money launch',
        querystring: launchGameQuerySchema,
        response: replies(launchGameSchema),
      },
    },
    async (request) =>
      ok(
        await games.launch(principalOf(request).memberId, {
          ...request.query,
          language: languageOf(request),
        }),
      ),
  );

  app.get(
    '/wps/relay/bets',
    {
      ...member,
      schema: {
        tags,
        summary: 'Betting record (spec: personalHistoryCopy): the member’s rounds by bet day, with totals',
        querystring: betRecordQuerySchema,
        response: replies(betRecordPageSchema),
      },
    },
    async (request) =>
      ok(await games.betRecords(principalOf(request).memberId, request.query, request.language)),
  );

  app.get(
    '/wps/relay/bets/profit',
    {
      ...member,
      schema: {
        tags,
        summary: 'Profit and loss (spec: personalProfit): settled rounds by day and by category',
        querystring: profitQuerySchema,
        response: replies(profitReportSchema),
      },
    },
    async (request) => ok(await games.profit(principalOf(request).memberId, request.query, request.language)),
  );
};
