import { payoutOf } from '../../../../src/engine/money.ts';
import type { LineWin, SlotTitle } from '../../../../src/engine/slots/engine.ts';

/** A cell of the window as `"<reel>:<row>"`. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The cells that make the spin's wins: the first `count` reels along each winning line, and every
 * scatter in view when the scatters paid or awarded free spins.
 */
export const winningCells = (
  title: Pick<SlotTitle, 'paylines' | 'scatter'>,
  grid: readonly (readonly string[])[],
  lineWins: readonly LineWin[],
  scatterWon: boolean,
): Set<string> => {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const line = title.paylines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) {
      const row = line[reel];
      if (row !== undefined) cells.add(cellKey(reel, row));
    }
  }
  if (scatterWon) {
    grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === title.scatter) cells.add(cellKey(reel, row));
      }),
    );
  }
  return cells;
};

/** An amount in line-bet units (× the spin's multiplier) for a stake: units ÷ lines of the stake, rounded down. */
export const unitsToMinor = (stake: bigint, units: number, lineCount: number): bigint =>
  payoutOf(stake, { num: units, den: lineCount });

/** Free spins awarded up to and including spin `index`, the counter's denominator. */
export const freeSpinsAwardedBy = (spins: readonly { freeSpinsAwarded: number }[], index: number): number =>
  spins.slice(0, index + 1).reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
