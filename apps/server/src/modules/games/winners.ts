import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  BET_STATUS,
  GAME_CATEGORIES,
  WINNER_BOARD_SIZE,
  formatMinorUnits,
  maskCustomerName,
  parseMinorUnits,
  validationText,
  type GameCategory,
  type Language,
  type Winner,
} from '@platform/contract';
import type { Database } from '../../platform/db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { formatTimestamp } from '../../platform/time.ts';
import type { MembersService } from '../members/service.ts';
import type { SystemService } from '../system/service.ts';
import type { Catalogue } from './catalogue.ts';
import { betRounds } from './tables.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';

/** How long one instance serves a board before reading it again: the home page of every visitor asks for it. */
export const WINNER_CACHE_MS = 5_000;

export type WinnerBoard = ReturnType<typeof createWinnerBoard>;

/**
 * The home page's winner board (spec section 9): the latest settled real-money rounds that paid at
 * least the content setting's `winnerMinAmount`, read from the bet records through the partial
 * index `bet_rounds_wins_idx`, with masked member names.
 */
export const createWinnerBoard = ({
  db,
  catalogue,
  members,
  system,
}: {
  db: Database;
  catalogue: Catalogue;
  members: MembersService;
  system: SystemService;
}) => {
  const cache = createTtlCache<string, Winner[]>(WINNER_CACHE_MS);

  const load = async (category: GameCategory | null, language: Language): Promise<Winner[]> => {
    const [{ winnerMinAmount }, { timeZone }] = await Promise.all([
      system.getContentSetting(),
      system.getSiteSetting(),
    ]);
    const minimum = parseMinorUnits(winnerMinAmount) ?? 0n;
    // The index's own predicate, as literals, so the planner can walk it backwards by settled_at.
    const filters: SQL[] = [
      sql`${betRounds.demo} = false and ${betRounds.payout} > 0`,
      eq(betRounds.status, BET_STATUS.SETTLED),
      sql`${betRounds.payout} >= ${minimum.toString()}::bigint`,
    ];
    if (category) filters.push(eq(betRounds.gameType, category));
    const rounds = await db
      .select({
        memberId: betRounds.memberId,
        nodeId: betRounds.nodeId,
        payout: betRounds.payout,
        currency: betRounds.currency,
        settledAt: betRounds.settledAt,
      })
      .from(betRounds)
      .where(and(...filters))
      .orderBy(desc(betRounds.settledAt), desc(betRounds.id))
      .limit(WINNER_BOARD_SIZE);
    const [usernames, snapshot] = await Promise.all([
      members.findUsernames(rounds.map((round) => round.memberId)),
      catalogue.snapshot(),
    ]);
    return rounds.flatMap((round) => {
      const username = usernames.get(round.memberId);
      const game = snapshot.byNode.get(round.nodeId);
      if (!username || !game || !round.settledAt) return [];
      return [
        {
          gameName: game.names[language],
          customerName: maskCustomerName(username),
          winAmount: formatMinorUnits(round.payout),
          currency: round.currency,
          iconUrl: game.iconUrl,
          winTime: formatTimestamp(round.settledAt, timeZone),
        },
      ];
    });
  };

  return {
    /** The latest `limitNum` big wins, of one category or `ALL`; an unknown category is a field error. */
    latest: async (
      query: { gameCategory: string; limitNum: number },
      language: Language,
    ): Promise<Winner[]> => {
      const asked = query.gameCategory.toUpperCase();
      const category = (GAME_CATEGORIES as readonly string[]).includes(asked)
        ? (asked as GameCategory)
        : null;
      if (!category && asked !== 'ALL') {
        throw fieldError({ gameCategory: validationText('unknownOption', language) });
      }
      const board = await cache.get(`${language}|${asked}`, () => load(category, language));
      return board.slice(0, query.limitNum);
    },
  };
};
