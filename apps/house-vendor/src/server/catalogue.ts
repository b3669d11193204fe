import { HOUSE_GAMES, minStakeOf } from '../engine/games.ts';
import { LOTTERY_GAMES, LOTTERY_LIMITS, type LotteryGame } from '../engine/lottery/games.ts';
import { formatAmount } from '../api/amounts.ts';

const PLATFORMS = ['html5-desktop', 'html5-mobile'];

/**
 * A lottery game's drawing: each fast game its own, a Vietnamese province its region's (the North,
 * the Centre and the South each have one, shared by their provinces).
 */
const lotteryIcon = (game: LotteryGame): string =>
  game.kind === 'FAST' ? game.gameId : `vn-${game.province.region.toLowerCase()}`;

/**
 * The game list the house vendor publishes, in the platform's import format
 * (`POST /console-api/games/vendors/:vassalage/import`). Icons are its own drawings under `publicUrl`.
 * The lottery's Vietnamese games are the platform's LOTT category, its own fast draws ELOTT.
 */
export const publishedGames = (publicUrl: string) => [
  ...HOUSE_GAMES.map((game) => ({
    gameId: game.gameId,
    gameCode: game.gameId,
    gameType: game.gameType,
    names: game.names,
    iconUrl: `${publicUrl}/icons/${game.gameId}.svg`,
    lagerIcon: `${publicUrl}/icons/${game.gameId}-wide.svg`,
    gameClassify: game.gameClassify,
    supportsTrial: true,
    minBet: formatAmount(minStakeOf(game)),
    minLineNum: 0,
    platforms: PLATFORMS,
  })),
  ...LOTTERY_GAMES.map((game) => ({
    gameId: game.gameId,
    gameCode: game.gameId,
    gameType: game.kind === 'FAST' ? ('ELOTT' as const) : ('LOTT' as const),
    names: game.names,
    iconUrl: `${publicUrl}/icons/${lotteryIcon(game)}.svg`,
    lagerIcon: `${publicUrl}/icons/${lotteryIcon(game)}-wide.svg`,
    gameClassify: null,
    supportsTrial: true,
    minBet: formatAmount(LOTTERY_LIMITS.minStake),
    minLineNum: 0,
    platforms: PLATFORMS,
  })),
];
