import { ZERO, type Multiplier } from './money.ts';

/**
 * Mines: a 5×5 grid (cells 0..24, row-major) hides 1..24 mines. Each safe reveal raises the
 * multiplier to 99% of the inverse chance of having survived so far; a mine ends the round with
 * nothing. The state machine is pure: every step returns a new state.
 */
export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export type MinesStatus = 'OPEN' | 'LOST' | 'CASHED_OUT' | 'CLEARED';

export interface MinesState {
  mines: number;
  /** Sorted; secret while the round is OPEN. */
  minePositions: number[];
  /** Cells in the order they were revealed; after a loss the last one is the mine that was hit. */
  revealed: number[];
  status: MinesStatus;
}

/** What the client may see: mine positions only once the round is over. */
export interface MinesPublicView {
  mines: number;
  revealed: number[];
  status: MinesStatus;
  /** What cashing out pays now (ZERO after a loss). */
  multiplier: Multiplier;
  /** What the next safe reveal would pay; null once the round is over. */
  nextMultiplier: Multiplier | null;
  minePositions: number[] | null;
}

export type MinesRuleCode =
  /** The mine count is not an integer in MINES_MIN..MINES_MAX. */
  | 'mines_invalid'
  /** The cell is not an integer in 0..24. */
  | 'cell_invalid'
  /** The cell was revealed before in this round. */
  | 'cell_revealed'
  /** The round is no longer OPEN. */
  | 'round_closed'
  /** Cashing out before the first reveal would only return the stake. */
  | 'nothing_to_cash';

export class MinesRuleError extends Error {
  readonly code: MinesRuleCode;

  constructor(code: MinesRuleCode, message: string) {
    super(message);
    this.name = 'MinesRuleError';
    this.code = code;
  }
}

/** Multipliers carry 4 decimals. */
const MULTIPLIER_DEN = 10_000;
/** 0.99 × MULTIPLIER_DEN. */
const EDGED_SCALE = 9_900n;

const isMinesCount = (mines: number): boolean =>
  Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
};

/** The sorted positions of `mines` mines: the first `mines` cells of a shuffled grid. */
export const placeMines = (rng: { sample(n: number, count: number): number[] }, mines: number): number[] => {
  if (!isMinesCount(mines)) throw new MinesRuleError('mines_invalid', `cannot place ${mines} mines`);
  return rng
    .sample(MINES_CELLS, mines)
    .slice(0, mines)
    .sort((a, b) => a - b);
};

export const startMinesRound = (
  rng: { sample(n: number, count: number): number[] },
  mines: number,
): MinesState => ({ mines, minePositions: placeMines(rng, mines), revealed: [], status: 'OPEN' });

/**
 * floor(0.99 × C(25, k) / C(25 − mines, k) × 10000) / 10000 in exact integers; no reveal yet is 1×.
 * C(25, k) / C(25 − m, k) is the inverse of the chance that k random cells are all safe.
 */
export const minesMultiplier = (mines: number, safeRevealed: number): Multiplier => {
  if (!isMinesCount(mines)) throw new MinesRuleError('mines_invalid', `no multiplier for ${mines} mines`);
  const safeCells = MINES_CELLS - mines;
  if (!Number.isInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > safeCells) {
    throw new RangeError(`cannot reveal ${safeRevealed} of ${safeCells} safe cells`);
  }
  if (safeRevealed === 0) return { num: MULTIPLIER_DEN, den: MULTIPLIER_DEN };
  const num = (EDGED_SCALE * binomial(MINES_CELLS, safeRevealed)) / binomial(safeCells, safeRevealed);
  return { num: Number(num), den: MULTIPLIER_DEN };
};

const countSafeRevealed = (state: MinesState): number =>
  state.revealed.filter((cell) => !state.minePositions.includes(cell)).length;

/** What the round pays now: the multiplier for the safe cells found, ZERO once a mine was hit. */
export const minesStateMultiplier = (state: MinesState): Multiplier =>
  state.status === 'LOST' ? ZERO : minesMultiplier(state.mines, countSafeRevealed(state));

export const canCashOut = (state: MinesState): boolean =>
  state.status === 'OPEN' && state.revealed.length > 0;

export const revealCell = (state: MinesState, cell: number): { state: MinesState; hitMine: boolean } => {
  if (state.status !== 'OPEN') throw new MinesRuleError('round_closed', `the round is ${state.status}`);
  if (!Number.isInteger(cell) || cell < 0 || cell >= MINES_CELLS) {
    throw new MinesRuleError('cell_invalid', `no cell ${cell}`);
  }
  if (state.revealed.includes(cell))
    throw new MinesRuleError('cell_revealed', `cell ${cell} is already open`);
  const revealed = [...state.revealed, cell];
  const minePositions = [...state.minePositions];
  const hitMine = minePositions.includes(cell);
  const cleared = !hitMine && revealed.length === MINES_CELLS - state.mines;
  const status: MinesStatus = hitMine ? 'LOST' : cleared ? 'CLEARED' : 'OPEN';
  return { state: { mines: state.mines, minePositions, revealed, status }, hitMine };
};

export const cashOut = (state: MinesState): MinesState => {
  if (state.status !== 'OPEN') throw new MinesRuleError('round_closed', `the round is ${state.status}`);
  if (!canCashOut(state)) throw new MinesRuleError('nothing_to_cash', 'reveal a cell before cashing out');
  return {
    mines: state.mines,
    minePositions: [...state.minePositions],
    revealed: [...state.revealed],
    status: 'CASHED_OUT',
  };
};

export const publicMinesView = (state: MinesState): MinesPublicView => {
  const isOpen = state.status === 'OPEN';
  return {
    mines: state.mines,
    revealed: [...state.revealed],
    status: state.status,
    multiplier: minesStateMultiplier(state),
    nextMultiplier: isOpen ? minesMultiplier(state.mines, state.revealed.length + 1) : null,
    minePositions: isOpen ? null : [...state.minePositions],
  };
};
