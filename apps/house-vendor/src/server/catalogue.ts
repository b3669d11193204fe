import { HOUSE_GAMES, minStakeOf } from '../engine/games.ts';
import { formatAmount } from '../api/amounts.ts';

/**
 * The game list the house vendor publishes, in the platform's import format
 * (`POST /console-api/games/vendors/:vassalage/import`). Icons are its own drawings under `publicUrl`.
 */
export const publishedGames = (publicUrl: string) =>
  HOUSE_GAMES.map((game) => ({
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
    platforms: ['html5-desktop', 'html5-mobile'],
  }));
