import type { LotteryDrawsView } from '../../../src/api/schemas.ts';
import { hashServerSeed } from '../../../src/engine/fair.ts';
import { drawFastResult } from '../../../src/engine/lottery/fast.ts';
import { findLotteryGame } from '../../../src/engine/lottery/games.ts';

type Drawn = LotteryDrawsView['drawn'][number];

export interface FastDrawCheck {
  /** SHA-256 of the revealed seed, computed here. */
  hash: string;
  /** Whether it is the hash published before betting closed. */
  hashMatches: boolean;
  /** The digits recomputed here from the seed. */
  digits: number[];
  /** Whether they are the digits the house drew. */
  digitsMatch: boolean;
}

/**
 * A fast draw recomputed in the browser with the engine's own code: the seed's hash against the one
 * published, and the digits FairRng(seed, "<game>:<draw no.>", nonce 0) gives against the result.
 * Null when the game is not a fast game or the draw has no revealed seed.
 */
export const checkFastDraw = (gameId: string, draw: Drawn): FastDrawCheck | null => {
  const game = findLotteryGame(gameId);
  if (game?.kind !== 'FAST' || draw.serverSeed === null || !Array.isArray(draw.result)) return null;
  const hash = hashServerSeed(draw.serverSeed);
  const digits = drawFastResult(game.format, {
    serverSeed: draw.serverSeed,
    gameCode: gameId,
    drawNo: draw.drawNo,
  });
  return {
    hash,
    hashMatches: hash === draw.serverSeedHash,
    digits,
    digitsMatch: digits.join(',') === draw.result.join(','),
  };
};
