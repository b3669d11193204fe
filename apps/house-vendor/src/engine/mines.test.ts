import { describe, expect, it } from 'vitest';
import { multiplierValue } from './money.ts';
import {
  MINES_CELLS,
  MINES_MAX,
  MINES_MIN,
  MinesRuleError,
  canCashOut,
  cashOut,
  minesMultiplier,
  minesStateMultiplier,
  placeMines,
  publicMinesView,
  revealCell,
  startMinesRound,
  type MinesRuleCode,
  type MinesState,
} from './mines.ts';

/** An rng whose sample returns these cells, checking it was asked for a draw from the grid. */
const scripted = (cells: number[]) => ({
  sample: (n: number, count: number): number[] => {
    expect([n, count]).toEqual([25, cells.length]);
    return cells;
  },
});

const open = (minePositions: number[], revealed: number[] = []): MinesState => ({
  mines: minePositions.length,
  minePositions,
  revealed,
  status: 'OPEN',
});

const refusal = (action: () => unknown): MinesRuleCode | undefined => {
  try {
    action();
  } catch (error) {
    if (error instanceof MinesRuleError) return error.code;
    throw error;
  }
  return undefined;
};

/** floor(0.99 × 10000 / P(k cells in a row all safe)), from the product of the step chances. */
const stepwiseMultiplierNum = (mines: number, k: number): number => {
  let num = 9_900n;
  let den = 1n;
  for (let i = 0; i < k; i += 1) {
    num *= BigInt(25 - i);
    den *= BigInt(25 - mines - i);
  }
  return Number(num / den);
};

describe('limits and placement', () => {
  it('plays on 25 cells with 1 to 24 mines', () => {
    expect([MINES_CELLS, MINES_MIN, MINES_MAX]).toEqual([25, 1, 24]);
  });

  it('places the sampled cells, sorted', () => {
    expect(placeMines(scripted([17, 3, 24]), 3)).toEqual([3, 17, 24]);
    expect(placeMines(scripted([0]), 1)).toEqual([0]);
  });

  it('takes only the first `mines` cells of the sample', () => {
    const rng = { sample: () => [9, 2, 20, 4] };
    expect(placeMines(rng, 2)).toEqual([2, 9]);
  });

  it('refuses a mine count outside 1..24', () => {
    for (const mines of [0, 25, 2.5, -1]) {
      expect(refusal(() => placeMines(scripted([]), mines))).toBe('mines_invalid');
    }
  });

  it('starts an open round with no reveals', () => {
    expect(startMinesRound(scripted([12, 5]), 2)).toEqual({
      mines: 2,
      minePositions: [5, 12],
      revealed: [],
      status: 'OPEN',
    });
  });
});

describe('minesMultiplier', () => {
  it('matches the known values', () => {
    expect(minesMultiplier(1, 1)).toEqual({ num: 10_312, den: 10_000 });
    expect(minesMultiplier(3, 1)).toEqual({ num: 11_250, den: 10_000 });
    expect(minesMultiplier(24, 1)).toEqual({ num: 247_500, den: 10_000 });
    expect(multiplierValue(minesMultiplier(1, 1))).toBe(1.0312);
    expect(multiplierValue(minesMultiplier(24, 1))).toBe(24.75);
  });

  it('is 1× before any reveal', () => {
    expect(multiplierValue(minesMultiplier(5, 0))).toBe(1);
  });

  it('pays 0.99 × C(25, k) at the end of a 12-mine grid', () => {
    // C(25, 13) = 5 200 300 and C(13, 13) = 1.
    expect(minesMultiplier(12, 13)).toEqual({ num: 51_482_970_000, den: 10_000 });
  });

  it('agrees with the step-by-step survival product for every mines count and reveal', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
      for (let k = 1; k <= 25 - mines; k += 1) {
        expect(minesMultiplier(mines, k).num, `${mines} mines, ${k} reveals`).toBe(
          stepwiseMultiplierNum(mines, k),
        );
      }
    }
  });

  it('grows with every safe reveal', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
      for (let k = 1; k <= 25 - mines; k += 1) {
        expect(minesMultiplier(mines, k).num).toBeGreaterThan(minesMultiplier(mines, k - 1).num);
      }
    }
  });

  it('refuses impossible reveal counts and mine counts', () => {
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(3, -1)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 1.5)).toThrow(RangeError);
    expect(refusal(() => minesMultiplier(25, 0))).toBe('mines_invalid');
  });
});

describe('revealCell', () => {
  it('opens a safe cell and leaves the round open, without touching the old state', () => {
    const before = open([4, 9]);
    const { state, hitMine } = revealCell(before, 0);
    expect(hitMine).toBe(false);
    expect(state).toEqual({ mines: 2, minePositions: [4, 9], revealed: [0], status: 'OPEN' });
    expect(before.revealed).toEqual([]);
  });

  it('loses on a mine, recording the cell that was hit', () => {
    const { state, hitMine } = revealCell(open([4, 9], [0]), 9);
    expect(hitMine).toBe(true);
    expect(state.status).toBe('LOST');
    expect(state.revealed).toEqual([0, 9]);
    expect(minesStateMultiplier(state)).toEqual({ num: 0, den: 1 });
  });

  it('clears the grid on the last safe cell, at the top multiplier', () => {
    const safe = Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => cell !== 7);
    let state = open([7]);
    for (const cell of safe) state = revealCell(state, cell).state;
    expect(state.status).toBe('CLEARED');
    expect(state.revealed).toHaveLength(24);
    expect(minesStateMultiplier(state)).toEqual(minesMultiplier(1, 24));
    expect(multiplierValue(minesStateMultiplier(state))).toBe(24.75);
  });

  it('clears a 24-mine grid with its one safe cell', () => {
    const mines = Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => cell !== 13);
    const { state } = revealCell(open(mines), 13);
    expect(state.status).toBe('CLEARED');
  });

  it('refuses cells off the grid', () => {
    for (const cell of [-1, 25, 1.5, Number.NaN]) {
      expect(refusal(() => revealCell(open([4]), cell))).toBe('cell_invalid');
    }
  });

  it('refuses a cell already revealed', () => {
    expect(refusal(() => revealCell(open([4], [2, 3]), 3))).toBe('cell_revealed');
  });

  it('refuses any reveal once the round is closed', () => {
    const lost = revealCell(open([4]), 4).state;
    expect(refusal(() => revealCell(lost, 0))).toBe('round_closed');
    const cashed = cashOut(open([4], [0]));
    expect(refusal(() => revealCell(cashed, 1))).toBe('round_closed');
  });

  it('names its errors', () => {
    const error = new MinesRuleError('cell_invalid', 'no cell 30');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual(['MinesRuleError', 'cell_invalid', 'no cell 30']);
  });
});

describe('cashOut', () => {
  it('cashes out after at least one reveal', () => {
    const state = open([4, 9], [0, 1]);
    expect(canCashOut(state)).toBe(true);
    const cashed = cashOut(state);
    expect(cashed.status).toBe('CASHED_OUT');
    expect(minesStateMultiplier(cashed)).toEqual(minesMultiplier(2, 2));
    expect(state.status).toBe('OPEN');
  });

  it('refuses to cash out before the first reveal', () => {
    const state = open([4]);
    expect(canCashOut(state)).toBe(false);
    expect(refusal(() => cashOut(state))).toBe('nothing_to_cash');
  });

  it('refuses to cash out a closed round', () => {
    const lost = revealCell(open([4], [0]), 4).state;
    expect(canCashOut(lost)).toBe(false);
    expect(refusal(() => cashOut(lost))).toBe('round_closed');
    const cashed = cashOut(open([4], [0]));
    expect(refusal(() => cashOut(cashed))).toBe('round_closed');
  });
});

describe('publicMinesView', () => {
  it('hides the mines while the round is open and shows the current and next multipliers', () => {
    const view = publicMinesView(open([4, 9, 16], [0]));
    expect(view).toEqual({
      mines: 3,
      revealed: [0],
      status: 'OPEN',
      multiplier: minesMultiplier(3, 1),
      nextMultiplier: minesMultiplier(3, 2),
      minePositions: null,
    });
  });

  it('starts at 1× with the first reveal as next', () => {
    const view = publicMinesView(open([4]));
    expect(view.multiplier).toEqual({ num: 10_000, den: 10_000 });
    expect(view.nextMultiplier).toEqual({ num: 10_312, den: 10_000 });
  });

  it('shows the mines once the round is lost, cashed out or cleared', () => {
    const lost = publicMinesView(revealCell(open([4, 9]), 9).state);
    expect(lost).toMatchObject({ status: 'LOST', minePositions: [4, 9], nextMultiplier: null });
    expect(lost.multiplier).toEqual({ num: 0, den: 1 });

    const cashed = publicMinesView(cashOut(open([4, 9], [0])));
    expect(cashed).toMatchObject({ status: 'CASHED_OUT', minePositions: [4, 9], nextMultiplier: null });
    expect(cashed.multiplier).toEqual(minesMultiplier(2, 1));

    const mines = Array.from({ length: 24 }, (_, cell) => cell);
    const cleared = publicMinesView(revealCell(open(mines), 24).state);
    expect(cleared).toMatchObject({ status: 'CLEARED', minePositions: mines, nextMultiplier: null });
    expect(cleared.multiplier).toEqual({ num: 247_500, den: 10_000 });
  });
});
