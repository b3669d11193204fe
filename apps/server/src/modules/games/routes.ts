import { z } from 'zod';
import {
  GAME_SEARCH_LIMIT,
  gameEndpoints,
  parseMinorUnits,
  type GameList,
  type Language,
} from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import type { Router } from '../../platform/http/route.ts';
import { ok, replies } from '../../platform/http/envelope.ts';
import {
  sendSerialisedJson,
  serialisedJson,
  type SerialisedJson,
} from '../../platform/http/serialised-json.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Catalogue } from './catalogue.ts';
import type { GamesService } from './service.ts';
import type { WinnerBoard } from './winners.ts';
import type { JackpotService } from './jackpot.ts';

/** The language of a lobby call: its `language` parameter (the spec's clients send it), else the header's. */
const languageOf = (request: FastifyRequest, query: { language?: Language | undefined }) =>
  query.language ?? request.language;

export const registerGameRoutes = (
  route: Router,
  deps: {
    catalogue: Catalogue;
    games: GamesService;
    winners: WinnerBoard;
    jackpot: JackpotService;
  },
) => {
  const { catalogue, games, winners, jackpot } = deps;
  const memberOf = (request: FastifyRequest) => principalOf(request).memberId;

  /** The game list's success answer, as the route's response schema (`replies`) encodes it. */
  const gameListAnswer = replies(gameEndpoints.list.response)[200];
  /**
   * The game list's answers as sent, by page: the catalogue hands out the same page object until
   * something in it changes, so each is encoded by the route's schema (as its serializer would)
   * and written out (and compressed) once, not on every request.
   */
  const serialisedLists = new WeakMap<GameList, SerialisedJson>();
  const serialiseList = (list: GameList) => {
    let body = serialisedLists.get(list);
    if (body === undefined) {
      body = serialisedJson(JSON.stringify(z.encode(gameListAnswer, ok(list))));
      serialisedLists.set(list, body);
    }
    return body;
  };

  route(gameEndpoints.menus, () => catalogue.menus());

  route(gameEndpoints.list, async ({ query, request, reply }) => {
    const { pageNum, pageSize, minBet, ...filter } = query;
    const list = await catalogue.list(
      { ...filter, minBet: minBet === undefined ? undefined : parseMinorUnits(minBet) },
      { pageNum, pageSize },
      languageOf(request, query),
    );
    return sendSerialisedJson(request, reply, serialiseList(list));
  });

  route(gameEndpoints.hot, ({ query, request }) => catalogue.hot(languageOf(request, query), query.platform));

  route(gameEndpoints.search, async ({ query, request }) => {
    const { games: found } = await catalogue.list(
      { gameName: query.gameName, platform: query.platform },
      { pageNum: 1, pageSize: GAME_SEARCH_LIMIT },
      languageOf(request, query),
    );
    return found;
  });

  route(gameEndpoints.vendorLanes, ({ query }) => catalogue.lanes({ platform: query.platform }));

  route(gameEndpoints.winners, ({ query, request }) => winners.latest(query, languageOf(request, query)));

  route(gameEndpoints.jackpot, () => jackpot.current());

  route(gameEndpoints.recent, ({ query, request }) =>
    games.recent(memberOf(request), query, languageOf(request, query)),
  );

  route(gameEndpoints.favourites, ({ query, request }) =>
    games.favourites(memberOf(request), query, languageOf(request, query)),
  );

  route(gameEndpoints.favouriteIds, async ({ request }) => ({
    favIds: await games.favouriteIds(memberOf(request)),
  }));

  route(gameEndpoints.addFavourite, ({ body, request }) =>
    games.addFavourite(memberOf(request), body.nodeId),
  );

  route(gameEndpoints.removeFavourite, ({ query, request }) =>
    games.removeFavourite(memberOf(request), query.nodeId),
  );

  route(gameEndpoints.launch, ({ query, request }) =>
    games.launch(memberOf(request), { ...query, language: languageOf(request, query) }),
  );

  route(gameEndpoints.betRecords, ({ query, request }) =>
    games.betRecords(memberOf(request), query, request.language),
  );

  route(gameEndpoints.profit, ({ query, request }) =>
    games.profit(memberOf(request), query, request.language),
  );
};
