import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  LOTTERY_CATEGORIES,
  LOTTERY_GROUPS,
  PRIZE_MODE_CATEGORIES,
  VENDOR_LOTTERY_GAMES_MAX,
  VENDOR_STATUS,
  isLotteryCategory,
  prizeModeOf,
  vendorLotteryGameSchema,
  type Game,
  type Language,
  type LotteryGameDraws,
  type LotteryGroup,
  type LotteryMenu,
  type LotteryOpened,
  type LotteryOpenedGame,
  type PrizeMode,
  type RecentGames,
  type VendorLotteryGame,
} from '@platform/contract';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { Catalogue, CatalogueVendor } from '../games/catalogue.ts';
import type { GamesService } from '../games/service.ts';
import { withTimeout, type HttpGet } from '../../platform/http/vendor-http.ts';

/** A vendor whose draws feed does not answer within this time shows no draws this time. */
export const LOTTERY_FEED_TIMEOUT_MS = 2_000;
/** How long one instance serves a vendor's draws before asking again: a fast draw lasts a minute. */
export const LOTTERY_FEED_CACHE_MS = 3_000;
/** The most recent lottery games answered (a member has launched at most as many as the catalogue holds). */
const RECENT_LIMIT = 100;

const feedSchema = z.object({ games: z.array(z.unknown()) });
/** Our envelope (the house vendor's `{ success, value }`) or the feed itself. */
const vendorAnswerSchema = z.union([z.object({ success: z.literal(true), value: feedSchema }), feedSchema]);

type LotteryVendor = CatalogueVendor & { lotteryUrl: string };

const isLotteryVendor = (vendor: CatalogueVendor): vendor is LotteryVendor =>
  vendor.status === VENDOR_STATUS.ACTIVE && vendor.lotteryUrl !== null;

/** A feed's address: the vendor's lottery base with `/latest`. */
const latestUrl = (lotteryUrl: string) => `${lotteryUrl.replace(/\/+$/, '')}/latest`;

/** The lobby group of a game: the region its vendor publishes, else fast draws (ELOTT) or other regional draws. */
const groupOf = (game: Game, published: VendorLotteryGame | undefined): LotteryGroup =>
  published?.region ?? (game.gameType === 'ELOTT' ? 'FAST' : 'OTHER');

const groupRank = (group: LotteryGroup) => LOTTERY_GROUPS.indexOf(group);

export type LotteryService = ReturnType<typeof createLotteryService>;

/**
 * The lottery lobby (spec section 7, "lottery"): the catalogue's lottery games (LOTT and ELOTT, in the
 * lobby: enabled, of an active vendor), grouped by the region their vendor publishes, with the draws
 * each vendor's public feed (`GET <lotteryUrl>/latest`) answers. A vendor that is slow, fails or
 * answers what does not read shows no draws, and is logged, so the operator learns its address is broken.
 */
export const createLotteryService = ({
  catalogue,
  games,
  get,
  log,
  clock = systemClock,
}: {
  catalogue: Catalogue;
  games: GamesService;
  get: HttpGet;
  log: Pick<FastifyBaseLogger, 'warn'> | undefined;
  clock?: Clock;
}) => {
  const cache = createTtlCache<string, Map<string, VendorLotteryGame>>(LOTTERY_FEED_CACHE_MS);

  const ask = async (vendor: LotteryVendor): Promise<Map<string, VendorLotteryGame>> => {
    const published = new Map<string, VendorLotteryGame>();
    try {
      const answer = await withTimeout(
        (signal) => get(latestUrl(vendor.lotteryUrl), signal),
        LOTTERY_FEED_TIMEOUT_MS,
      );
      if (answer.status !== 200) throw new Error(`status ${answer.status}`);
      const parsed = vendorAnswerSchema.parse(JSON.parse(answer.body));
      const listed = 'value' in parsed ? parsed.value.games : parsed.games;
      let unread = 0;
      for (const item of listed.slice(0, VENDOR_LOTTERY_GAMES_MAX)) {
        const game = vendorLotteryGameSchema.safeParse(item);
        if (!game.success) unread += 1;
        else if (!published.has(game.data.gameCode)) published.set(game.data.gameCode, game.data);
      }
      if (unread > 0)
        log?.warn({ vassalage: vendor.vassalage, unread }, 'some of the vendor’s lottery games did not read');
    } catch (error) {
      log?.warn({ err: error, vassalage: vendor.vassalage }, 'the vendor’s lottery draws did not answer');
    }
    return published;
  };

  /** Every lottery vendor's feed, by vendor; each asked at most once per {@link LOTTERY_FEED_CACHE_MS}. */
  const feeds = async (vendors: LotteryVendor[]) =>
    new Map(
      await Promise.all(
        vendors.map(
          async (vendor) =>
            [
              vendor.vassalage,
              await cache.get(`${vendor.vassalage}\n${vendor.lotteryUrl}`, () => ask(vendor)),
            ] as const,
        ),
      ),
    );

  /** The lobby's lottery games in the lobby's order, the categories' only when given. */
  const lotteryGames = async (language: Language, categories: readonly string[] = LOTTERY_CATEGORIES) => {
    const snapshot = await catalogue.snapshot();
    const nodeIds = snapshot.lobby
      .filter((game) => isLotteryCategory(game.gameType) && categories.includes(game.gameType))
      .map((game) => game.nodeId);
    return catalogue.byNodes(nodeIds, language);
  };

  const lotteryVendors = async () => (await catalogue.vendors()).filter(isLotteryVendor);

  /** The games with their groups and draws, sorted by group (fast draws, North, Central, South, other). */
  const withDraws = async (found: Game[], vendors: LotteryVendor[]): Promise<LotteryGameDraws[]> => {
    const published = await feeds(
      vendors.filter((vendor) => found.some((game) => game.vassalage === vendor.vassalage)),
    );
    return found
      .map((game) => {
        const draws = published.get(game.vassalage)?.get(game.gameCode);
        return { group: groupOf(game, draws), game, latest: draws?.last ?? null, next: draws?.open ?? null };
      })
      .sort((a, b) => groupRank(a.group) - groupRank(b.group));
  };

  return {
    /** Every active lottery vendor's feed (its games' regions and open draws), by vendor and game code. */
    published: async () => feeds(await lotteryVendors()),

    /**
     * `GET /lgw/vn/games/game_menu`: the games of the prize mode's categories, by group, and the
     * site's prize mode by the spec's rule (ELOTT when an active vendor has a lottery address).
     */
    menu: async (prizeMode: PrizeMode | undefined, language: Language): Promise<LotteryMenu> => {
      const vendors = await lotteryVendors();
      const found = await lotteryGames(language, prizeMode ? PRIZE_MODE_CATEGORIES[prizeMode] : undefined);
      const grouped = new Map<LotteryGroup, Game[]>();
      for (const { group, game } of await withDraws(found, vendors)) {
        const inGroup = grouped.get(group) ?? [];
        inGroup.push(game);
        grouped.set(group, inGroup);
      }
      return {
        prizeMode: prizeModeOf(vendors.length > 0),
        groups: [...grouped].map(([group, inGroup]) => ({ group, games: inGroup })),
      };
    },

    /** `GET /lgw/vn/games/game_menu/recent`: the lottery games the member launched, latest first. */
    recent: (memberId: number, language: Language): Promise<RecentGames> =>
      games.recent(memberId, { gameTypes: LOTTERY_CATEGORIES, pageNum: 1, pageSize: RECENT_LIMIT }, language),

    /** `GET /lotto/lgw/games/opened/numero`: every lottery game's latest opened draw and next draw. */
    opened: async (language: Language): Promise<LotteryOpened> => ({
      serverTime: clock.now().toISOString(),
      games: await withDraws(await lotteryGames(language), await lotteryVendors()),
    }),

    /** `GET /lgw/vn/numeros/opened/game`: one lottery game's draws (the first vendor's, unless named). */
    openedGame: async (
      query: { gameCode: string; vassalage?: string | undefined },
      language: Language,
    ): Promise<LotteryOpenedGame> => {
      const game = (await lotteryGames(language)).find(
        (candidate) =>
          candidate.gameCode === query.gameCode &&
          (query.vassalage === undefined || candidate.vassalage === query.vassalage),
      );
      if (!game) throw new AppError('game_not_found');
      const [draws] = await withDraws([game], await lotteryVendors());
      return { serverTime: clock.now().toISOString(), ...draws! };
    },
  };
};
