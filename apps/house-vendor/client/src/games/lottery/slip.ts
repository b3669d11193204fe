import { countUnits, LotteryBetError, orderCost } from '../../../../src/engine/lottery/bets.ts';
import { FAST_BALLS } from '../../../../src/engine/lottery/fast.ts';
import {
  expandLotteryBet,
  type LotteryBetType,
  type LotteryGame,
} from '../../../../src/engine/lottery/games.ts';
import { VN_DIGITS, XIEN_SIZE, type VnBetType } from '../../../../src/engine/lottery/vn.ts';

/**
 * The bet slip's rules, on the engine's own expansion and cost (the server places with the same
 * code): which pickers a bet type shows, what a quick pick chooses, and what the picks cost.
 */
export type Picks = string[][];

/** One picker row: its label key and options, or free entry of numbers with `digits` digits. */
export type PickerRow =
  | { kind: 'options'; label: PickerLabel; options: readonly string[] }
  | { kind: 'numbers'; label: PickerLabel; digits: 3 | 4 };

export type PickerLabel =
  | { key: 'ball'; ball: number }
  | { key: 'place'; place: 'hundreds' | 'tens' | 'ones' }
  | { key: 'sum' }
  | { key: 'digits' }
  | { key: 'numbers'; digits: number };

export const DIGITS: readonly string[] = Array.from({ length: 10 }, (_, digit) => String(digit));
const PAIRS: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const BIG_SMALL = ['BIG', 'SMALL'] as const;
const ODD_EVEN = ['ODD', 'EVEN'] as const;

const perBall = (game: LotteryGame & { kind: 'FAST' }, options: readonly string[]): PickerRow[] =>
  Array.from({ length: FAST_BALLS[game.format] }, (_, ball) => ({
    kind: 'options',
    label: { key: 'ball', ball: ball + 1 },
    options,
  }));

/** The picker rows of a bet type, in the order the engine reads the picks. */
export const pickerRows = (game: LotteryGame, type: LotteryBetType): PickerRow[] => {
  if (game.kind === 'VN') {
    const digits = VN_DIGITS[type as VnBetType];
    if (digits === 1) return [{ kind: 'options', label: { key: 'digits' }, options: DIGITS }];
    if (digits === 2) return [{ kind: 'options', label: { key: 'numbers', digits }, options: PAIRS }];
    return [{ kind: 'numbers', label: { key: 'numbers', digits }, digits }];
  }
  switch (type) {
    case 'POS':
      return perBall(game, DIGITS);
    case 'POS_BS':
      return perBall(game, BIG_SMALL);
    case 'POS_OE':
      return perBall(game, ODD_EVEN);
    case 'SUM_BS':
      return [{ kind: 'options', label: { key: 'sum' }, options: BIG_SMALL }];
    case 'SUM_OE':
      return [{ kind: 'options', label: { key: 'sum' }, options: ODD_EVEN }];
    case 'STRAIGHT':
      return (['hundreds', 'tens', 'ones'] as const).map((place) => ({
        kind: 'options',
        label: { key: 'place', place },
        options: DIGITS,
      }));
    default:
      return [{ kind: 'options', label: { key: 'digits' }, options: DIGITS }];
  }
};

/** An empty slip for the bet type: one empty row per picker. */
export const emptyPicks = (game: LotteryGame, type: LotteryBetType): Picks =>
  pickerRows(game, type).map(() => []);

/** Picks with `option` added to row `row`, or taken out when it was there (kept in picker order). */
export const togglePick = (picks: Picks, row: number, option: string, order?: readonly string[]): Picks =>
  picks.map((current, index) => {
    if (index !== row) return current;
    const next = current.includes(option) ? current.filter((pick) => pick !== option) : [...current, option];
    return order === undefined ? next : order.filter((candidate) => next.includes(candidate));
  });

/** A typed number for a free-entry row: its digits only, exactly `digits` of them, or null. */
export const readNumber = (text: string, digits: number): string | null => {
  const trimmed = text.trim();
  return new RegExp(`^[0-9]{${digits}}$`).test(trimmed) ? trimmed : null;
};

/** How many distinct options a quick pick takes from a one-row bet type (a box, a xiên, or one). */
const quickCount = (game: LotteryGame, type: LotteryBetType): number => {
  if (game.kind === 'VN') return XIEN_SIZE[type as VnBetType] ?? 1;
  return type === 'BOX3' ? 2 : type === 'BOX6' ? 3 : 1;
};

const distinct = (options: readonly string[], count: number, random: () => number): string[] => {
  const pool = [...options];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return chosen;
};

const randomNumber = (digits: number, random: () => number) =>
  Array.from({ length: digits }, () => DIGITS[Math.floor(random() * 10)]!).join('');

/**
 * A random valid slip: per-ball bets one option on each ball, a straight one digit per place, a
 * box or a xiên as many distinct numbers as one unit needs, any other type one number.
 */
export const quickPick = (
  game: LotteryGame,
  type: LotteryBetType,
  random: () => number = Math.random,
): Picks => {
  const rows = pickerRows(game, type);
  if (rows.length > 1) {
    return rows.map((row) => (row.kind === 'options' ? distinct(row.options, 1, random) : []));
  }
  const [row] = rows as [PickerRow];
  const count = quickCount(game, type);
  if (row.kind === 'options') return [distinct(row.options, count, random).sort()];
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(randomNumber(row.digits, random));
  return [[...numbers].sort()];
};

export interface SlipTotal {
  /** Units the bet expands into (0 while the picks are incomplete). */
  units: number;
  /** What the placement costs: one order per followed draw. */
  cost: bigint;
  tooMany: boolean;
}

/** What the slip costs before placing, as the server will charge it. */
export const slipTotal = (
  game: LotteryGame,
  type: LotteryBetType,
  picks: Picks,
  stakePerUnit: bigint,
  draws: number,
): SlipTotal => {
  const bet = { type, picks };
  try {
    const units = countUnits(() => expandLotteryBet(game, bet));
    if (units === 0) return { units: 0, cost: 0n, tooMany: false };
    return {
      units,
      cost: orderCost(expandLotteryBet(game, bet), stakePerUnit) * BigInt(draws),
      tooMany: false,
    };
  } catch (error) {
    if (error instanceof LotteryBetError) return { units: 0, cost: 0n, tooMany: true };
    throw error;
  }
};
