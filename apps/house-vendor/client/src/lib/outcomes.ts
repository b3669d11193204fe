import { z } from 'zod';
import { BACCARAT_SIDES, RANKS, SUITS } from '../../../src/engine/baccarat.ts';
import type { RoundView } from '../../../src/api/schemas.ts';

/**
 * A round's `choice` and `outcome` arrive as unknown JSON (their shape depends on the game); these
 * schemas read them back into the engine's types, so a recall never guesses.
 */
const multiplierSchema = z.object({ num: z.number(), den: z.number() });

export const slotOutcomeSchema = z.object({
  spins: z.array(
    z.object({
      stops: z.array(z.number()),
      grid: z.array(z.array(z.string())),
      lineWins: z.array(
        z.object({ line: z.number(), symbol: z.string(), count: z.number(), units: z.number() }),
      ),
      scatterCount: z.number(),
      scatterUnits: z.number(),
      freeSpinsAwarded: z.number(),
      multiplier: z.number(),
      units: z.number(),
    }),
  ),
  totalUnits: z.number(),
  multiplier: multiplierSchema,
  jackpotHit: z.boolean(),
});

export const diceOutcomeSchema = z.object({ roll: z.number().int(), win: z.boolean() });
const diceChoiceSchema = z.object({ target: z.number().int(), direction: z.enum(['over', 'under']) });

export const minesOutcomeSchema = z.object({
  revealed: z.array(z.number().int()),
  minePositions: z.array(z.number().int()).nullable(),
});
export const minesChoiceSchema = z.object({ mines: z.number().int() });

const cardSchema = z.object({ rank: z.enum(RANKS), suit: z.enum(SUITS) });
const baccaratHandSchema = z.object({
  player: z.array(cardSchema),
  banker: z.array(cardSchema),
  playerTotal: z.number(),
  bankerTotal: z.number(),
  winner: z.enum(['PLAYER', 'BANKER', 'TIE']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export const baccaratOutcomeSchema = z.object({
  hand: baccaratHandSchema,
  perSide: z.partialRecord(z.enum(BACCARAT_SIDES), z.string()),
});
const baccaratChoiceSchema = z.partialRecord(z.enum(BACCARAT_SIDES), z.string());

export type SlotOutcomeView = z.infer<typeof slotOutcomeSchema>;
export type BaccaratOutcomeView = z.infer<typeof baccaratOutcomeSchema>;

/** A round's recorded choice and outcome, read by its game. */
export type ParsedRound =
  | { kind: 'SLOT'; outcome: SlotOutcomeView }
  | { kind: 'DICE'; outcome: z.infer<typeof diceOutcomeSchema>; choice: z.infer<typeof diceChoiceSchema> }
  | { kind: 'MINES'; outcome: z.infer<typeof minesOutcomeSchema>; choice: z.infer<typeof minesChoiceSchema> }
  | { kind: 'BACCARAT'; outcome: BaccaratOutcomeView; choice: z.infer<typeof baccaratChoiceSchema> };

/** Null when the round has no outcome yet (a refused round) or one the page cannot read. */
export const parseRound = (round: RoundView): ParsedRound | null => {
  switch (round.kind) {
    case 'SLOT': {
      const outcome = slotOutcomeSchema.safeParse(round.outcome);
      return outcome.success ? { kind: 'SLOT', outcome: outcome.data } : null;
    }
    case 'DICE': {
      const outcome = diceOutcomeSchema.safeParse(round.outcome);
      const choice = diceChoiceSchema.safeParse(round.choice);
      return outcome.success && choice.success
        ? { kind: 'DICE', outcome: outcome.data, choice: choice.data }
        : null;
    }
    case 'MINES': {
      const outcome = minesOutcomeSchema.safeParse(round.outcome);
      const choice = minesChoiceSchema.safeParse(round.choice);
      return outcome.success && choice.success
        ? { kind: 'MINES', outcome: outcome.data, choice: choice.data }
        : null;
    }
    case 'BACCARAT': {
      const outcome = baccaratOutcomeSchema.safeParse(round.outcome);
      const choice = baccaratChoiceSchema.safeParse(round.choice);
      return outcome.success && choice.success
        ? { kind: 'BACCARAT', outcome: outcome.data, choice: choice.data }
        : null;
    }
  }
};
