import { describe, expect, it } from 'vitest';
import { compileTitle, spinSlot, type SlotRng, type SlotTitle } from './engine.ts';

type Symbol = 'a' | 'b' | 'w' | 's' | 'x';

/**
 * Every reel shows, by stop: 0 → x a x, 2 → x b x, 4 → x w x, 6 → x s x, 9 → x x x (top, middle,
 * bottom), so a list of stops spells out the middle row.
 */
const STRIP: Symbol[] = ['x', 'a', 'x', 'b', 'x', 'w', 'x', 's', 'x', 'x', 'x', 'x'];
const A = 0;
const B = 2;
const W = 4;
const S = 6;
const X = 9;

const TITLE: SlotTitle<Symbol> = {
  code: 'test',
  name: 'Test',
  symbols: ['a', 'b', 'w', 's', 'x'],
  wild: 'w',
  scatter: 's',
  rows: 3,
  reels: [STRIP, STRIP, STRIP, STRIP, STRIP],
  freeSpinReels: [STRIP, STRIP, STRIP, STRIP, STRIP],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
  ],
  pays: { a: [5, 10, 20], b: [2, 4, 8], w: [50, 100, 500] },
  scatterPays: [0, 0, 0, 1, 5, 20],
  freeSpins: { awards: [0, 0, 0, 3, 4, 5], multiplier: 2, cap: 5 },
  jackpotOdds: 1000,
  statedRtp: 0,
};

/** Answers the scripted draws in order and records what was asked. */
const scripted = (values: number[]) => {
  const asked: number[] = [];
  const rng: SlotRng = {
    int(n) {
      const value = values[asked.length];
      asked.push(n);
      if (value === undefined || value >= n) throw new Error(`no scripted draw below ${n}`);
      return value;
    },
  };
  return { rng, asked };
};

/** One paid spin with these stops, a missed jackpot, and nothing else. */
const spin = (title: SlotTitle, stops: number[]) => spinSlot(title, scripted([...stops, 1]).rng);

describe('spinSlot line wins', () => {
  it('shows rows consecutive symbols from each stop, wrapping around the strip', () => {
    const outcome = spin(TITLE, [A, B, W, S, 11]);
    const paid = outcome.spins[0]!;
    expect(paid.stops).toEqual([A, B, W, S, 11]);
    expect(paid.grid).toEqual([
      ['x', 'a', 'x'],
      ['x', 'b', 'x'],
      ['x', 'w', 'x'],
      ['x', 's', 'x'],
      ['x', 'x', 'a'],
    ]);
  });

  it('pays consecutive symbols from reel 1 only', () => {
    expect(spin(TITLE, [A, A, A, X, A]).spins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'a', count: 3, units: 5 },
    ]);
    expect(spin(TITLE, [A, A, X, A, A]).totalUnits).toBe(0);
    expect(spin(TITLE, [X, A, A, A, A]).totalUnits).toBe(0);
  });

  it('lets the wild stand in for a paying symbol, leading or inside the run', () => {
    expect(spin(TITLE, [A, W, A, W, B]).spins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'a', count: 4, units: 10 },
    ]);
    expect(spin(TITLE, [W, W, B, B, B]).spins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'b', count: 5, units: 8 },
    ]);
  });

  it('pays a leading run of wilds as the wild when that is worth more', () => {
    expect(spin(TITLE, [W, W, W, A, A]).spins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'w', count: 3, units: 50 },
    ]);
    expect(spin(TITLE, [W, W, W, W, W]).spins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'w', count: 5, units: 500 },
    ]);
  });

  it('pays nothing for wilds alone when the wild has no pays of its own', () => {
    const title: SlotTitle<Symbol> = { ...TITLE, pays: { a: [5, 10, 20], b: [2, 4, 8] } };
    expect(spin(title, [W, W, W, W, W]).totalUnits).toBe(0);
    expect(spin(title, [W, W, W, W, A]).spins[0]!.lineWins).toEqual([
      { line: 0, symbol: 'a', count: 5, units: 20 },
    ]);
  });

  it('does not let the wild stand in for the scatter', () => {
    expect(spin(TITLE, [S, W, W, A, A]).spins[0]!.lineWins).toEqual([]);
    expect(spin(TITLE, [W, W, S, A, A]).spins[0]!.lineWins).toEqual([]);
  });

  it('evaluates every payline and states the win as a fraction of the stake', () => {
    // Stop 1 shows a on the top row (line 1) over x on the middle row (line 0).
    const top = spin(TITLE, [1, 1, 1, A, A]);
    expect(top.spins[0]!.lineWins).toEqual([{ line: 1, symbol: 'a', count: 3, units: 5 }]);
    expect(top.multiplier).toEqual({ num: 5, den: 2 });
  });
});

describe('spinSlot scatters and free spins', () => {
  it('pays scatters anywhere in view, in stakes converted to units', () => {
    // Stops 5, 6 and 7 show the scatter on the bottom, middle and top rows.
    const outcome = spinSlot(TITLE, scripted([5, 6, 7, X, X, ...Array<number>(15).fill(X), 1]).rng);
    const paid = outcome.spins[0]!;
    expect(paid.scatterCount).toBe(3);
    expect(paid.scatterUnits).toBe(2);
    expect(paid.freeSpinsAwarded).toBe(3);
    expect(outcome.spins).toHaveLength(4);
    expect(outcome.totalUnits).toBe(2);
  });

  it('plays the free spins in order with their multiplier, then draws the jackpot last', () => {
    const { rng, asked } = scripted([
      ...[S, S, S, X, X],
      ...[A, A, A, X, X],
      ...[X, X, X, X, X],
      ...[W, W, B, X, X],
      0,
    ]);
    const outcome = spinSlot(TITLE, rng);
    expect(outcome.spins.map((spin) => spin.multiplier)).toEqual([1, 2, 2, 2]);
    expect(outcome.spins.map((spin) => spin.units)).toEqual([2, 10, 0, 4]);
    expect(outcome.spins[3]!.lineWins).toEqual([{ line: 0, symbol: 'b', count: 3, units: 2 }]);
    expect(outcome.totalUnits).toBe(16);
    expect(outcome.multiplier).toEqual({ num: 16, den: 2 });
    expect(asked).toHaveLength(21);
    expect(asked.at(-1)).toBe(1000);
    expect(asked.filter((n) => n === 1000)).toHaveLength(1);
    expect(outcome.jackpotHit).toBe(true);
  });

  it('adds retriggered spins up to the cap and stops there', () => {
    const { rng, asked } = scripted([
      ...[S, S, S, X, X],
      ...[S, S, S, S, X],
      ...[S, S, S, X, X],
      ...[X, X, X, X, X],
      ...[X, X, X, X, X],
      ...[X, X, X, X, X],
      1,
    ]);
    const outcome = spinSlot(TITLE, rng);
    expect(outcome.spins.map((spin) => spin.freeSpinsAwarded)).toEqual([3, 2, 0, 0, 0, 0]);
    expect(outcome.spins).toHaveLength(1 + TITLE.freeSpins.cap);
    expect(outcome.spins[1]!.units).toBe(2 * 5 * 2);
    expect(outcome.jackpotHit).toBe(false);
    expect(asked).toHaveLength(31);
  });
});

describe('compileTitle', () => {
  it('refuses a strip where one window shows two scatters', () => {
    const crowded: Symbol[] = ['s', 'x', 's', 'a', 'b', 'x'];
    const title: SlotTitle<Symbol> = { ...TITLE, reels: [STRIP, STRIP, crowded, STRIP, STRIP] };
    expect(() => compileTitle(title)).toThrow(/two scatters/);
  });

  it('refuses pays that fall as the run grows, unknown symbols and paylines outside the window', () => {
    expect(() => compileTitle({ ...TITLE, pays: { a: [5, 3, 20] } })).toThrow(/never fall/);
    expect(() => compileTitle({ ...TITLE, reels: [STRIP, STRIP, STRIP, STRIP, ['x', 'y', 'x']] })).toThrow(
      /unknown symbol y/,
    );
    expect(() => compileTitle({ ...TITLE, paylines: [[0, 1, 2, 3, 1]] })).toThrow(/leaves the window/);
  });
});
