import { dealBaccarat, type BaccaratHand } from './baccarat.ts';
import { isValidDiceChoice, playDice } from './dice.ts';
import { FairRng, type SeedTriple } from './fair.ts';
import { findHouseGame } from './games.ts';
import { placeMines } from './mines.ts';
import { spinSlot, type SlotOutcome } from './slots/engine.ts';
import { SLOT_TITLES } from './slots/titles.ts';

/** Everything a round's seeds decide, before the player acts (mines: where the mines are). */
export type RoundOutcome =
  | { kind: 'SLOT'; outcome: SlotOutcome }
  | { kind: 'DICE'; outcome: { roll: number; win: boolean } }
  | { kind: 'MINES'; outcome: { minePositions: number[] } }
  | { kind: 'BACCARAT'; outcome: { hand: BaccaratHand } };

export interface ReplayInput extends SeedTriple {
  gameId: string;
  /** DICE `{ target, direction }`, MINES `{ mines }`; other games ignore it. */
  choice: unknown;
}

/**
 * The outcome of a round from its seeds. The server plays rounds with this function and the fairness
 * page recomputes them with it, so what is verified is exactly what was played.
 */
export const replayRound = (input: ReplayInput): RoundOutcome => {
  const game = findHouseGame(input.gameId);
  if (!game) throw new RangeError(`unknown game ${input.gameId}`);
  const rng = new FairRng(input);
  const choice = (input.choice ?? {}) as Record<string, unknown>;
  switch (game.kind) {
    case 'SLOT':
      return { kind: 'SLOT', outcome: spinSlot(SLOT_TITLES[game.slotTitle], rng) };
    case 'DICE': {
      const dice = { target: Number(choice.target), direction: String(choice.direction) };
      if (!isValidDiceChoice(dice)) throw new RangeError('invalid dice choice');
      const { roll, win } = playDice(dice, rng);
      return { kind: 'DICE', outcome: { roll, win } };
    }
    case 'MINES':
      return { kind: 'MINES', outcome: { minePositions: placeMines(rng, Number(choice.mines)) } };
    case 'BACCARAT':
      return { kind: 'BACCARAT', outcome: { hand: dealBaccarat(rng) } };
  }
};
