import { describe, expect, it } from 'vitest';
import { findLotteryGame, type LotteryGame } from '../../../../src/engine/lottery/games.ts';
import { emptyPicks, pickerRows, quickPick, readNumber, slipTotal, togglePick } from './slip.ts';
import { digitTrends } from './trend.ts';

const game = (gameId: string): LotteryGame => {
  const found = findLotteryGame(gameId);
  if (!found) throw new Error(`no ${gameId}`);
  return found;
};
const fast5 = game('lotto-5d-1');
const fast3 = game('lotto-3d-3');
const north = game('vn-mb');
const south = game('vn-hcm');

/** A random source that walks through the given values. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('lottery slip', () => {
  it('shows a digit row per ball for position bets, one row for sums and boxes, three for a straight', () => {
    expect(pickerRows(fast5, 'POS')).toHaveLength(5);
    expect(pickerRows(fast3, 'POS_BS')[0]).toMatchObject({ options: ['BIG', 'SMALL'] });
    expect(pickerRows(fast5, 'SUM_OE')).toHaveLength(1);
    expect(pickerRows(fast3, 'STRAIGHT').map((row) => row.label)).toEqual([
      { key: 'place', place: 'hundreds' },
      { key: 'place', place: 'tens' },
      { key: 'place', place: 'ones' },
    ]);
    expect(pickerRows(fast3, 'BOX6')).toHaveLength(1);
  });

  it('picks Vietnamese numbers on a 00–99 grid for 2-digit types, digits for head and tail, typed numbers for 3 and 4 digits', () => {
    expect(pickerRows(north, 'LO2')[0]).toMatchObject({ kind: 'options' });
    const grid = pickerRows(north, 'XIEN3')[0];
    expect(grid?.kind === 'options' && grid.options).toHaveLength(100);
    expect(pickerRows(north, 'DE_TAIL')[0]).toMatchObject({ kind: 'options', label: { key: 'digits' } });
    expect(pickerRows(north, 'LO3')[0]).toMatchObject({ kind: 'numbers', digits: 3 });
    expect(pickerRows(south, 'LO4')[0]).toMatchObject({ kind: 'numbers', digits: 4 });
    expect(readNumber(' 123 ', 3)).toBe('123');
    expect(readNumber('12a', 3)).toBeNull();
    expect(readNumber('1234', 3)).toBeNull();
  });

  it('toggles picks in the picker order', () => {
    let picks = emptyPicks(fast5, 'POS');
    picks = togglePick(picks, 0, '7', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    picks = togglePick(picks, 0, '2', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(picks[0]).toEqual(['2', '7']);
    expect(togglePick(picks, 0, '7')[0]).toEqual(['2']);
    expect(picks.slice(1)).toEqual([[], [], [], []]);
  });

  it('counts units and the cost as the server charges them, times the followed draws', () => {
    const picks = [['1', '7'], [], ['3'], [], []];
    expect(slipTotal(fast5, 'POS', picks, 200n, 1)).toEqual({ units: 3, cost: 600n, tooMany: false });
    expect(slipTotal(fast5, 'POS', picks, 200n, 3)).toEqual({ units: 3, cost: 1_800n, tooMany: false });
    // A box of four digits: 4 × 3 ordered pairs; a box 6 of four digits: 4 combinations.
    expect(slipTotal(fast3, 'BOX3', [['1', '2', '3', '4']], 100n, 1).units).toBe(12);
    expect(slipTotal(fast3, 'BOX6', [['1', '2', '3', '4']], 100n, 1).units).toBe(4);
    // A bao lô 2 in the North stands on its 27 prize numbers: a unit costs 27 stakes.
    expect(slipTotal(north, 'LO2', [['12', '34']], 100n, 1)).toEqual({
      units: 2,
      cost: 5_400n,
      tooMany: false,
    });
    // The South has 18 prize numbers.
    expect(slipTotal(south, 'LO2', [['12']], 100n, 1).cost).toBe(1_800n);
    // A xiên 2 of three numbers: three pairs at one stake each.
    expect(slipTotal(north, 'XIEN2', [['01', '02', '03']], 100n, 1)).toEqual({
      units: 3,
      cost: 300n,
      tooMany: false,
    });
  });

  it('shows nothing to pay while the picks are incomplete, and says when a bet is too large', () => {
    expect(slipTotal(fast5, 'POS', emptyPicks(fast5, 'POS'), 100n, 1)).toEqual({
      units: 0,
      cost: 0n,
      tooMany: false,
    });
    expect(slipTotal(fast3, 'BOX6', [['1', '2']], 100n, 1).units).toBe(0);
    expect(slipTotal(north, 'XIEN4', [['01', '02', '03']], 100n, 1).units).toBe(0);
    const pairs = Array.from({ length: 40 }, (_, n) => String(n).padStart(2, '0'));
    expect(slipTotal(north, 'XIEN3', [pairs], 100n, 1)).toEqual({ units: 0, cost: 0n, tooMany: true });
  });

  it('quick-picks a valid slip for every bet type of every kind of game', () => {
    for (const each of [fast5, fast3, north, south]) {
      const types =
        each.kind === 'FAST'
          ? (['POS', 'POS_BS', 'POS_OE', 'SUM_BS', 'SUM_OE', 'STRAIGHT', 'BOX3', 'BOX6'] as const).filter(
              (type) => each.format === '3D' || !['STRAIGHT', 'BOX3', 'BOX6'].includes(type),
            )
          : ([
              'LO2',
              'LO3',
              'LO4',
              'DE',
              'DE_HEAD',
              'DE_TAIL',
              'DAU',
              'XIU_CHU',
              'XIEN2',
              'XIEN3',
              'XIEN4',
            ] as const);
      for (const type of types) {
        const total = slipTotal(each, type, quickPick(each, type), 100n, 1);
        expect(total.units, `${each.gameId} ${type}`).toBeGreaterThan(0);
      }
    }
    expect(quickPick(fast3, 'BOX6', sequence(0, 0, 0))).toEqual([['0', '1', '2']]);
    expect(quickPick(north, 'LO3', sequence(0.15, 0.25, 0.35))).toEqual([['123']]);
  });
});

describe('lottery trend', () => {
  it('counts each digit per position and the draws since it last came', () => {
    // Newest first.
    const trends = digitTrends(
      [
        [1, 2, 3],
        [1, 5, 3],
        [4, 2, 0],
      ],
      3,
    );
    expect(trends[0]?.[1]).toEqual({ digit: 1, count: 2, since: 0 });
    expect(trends[0]?.[4]).toEqual({ digit: 4, count: 1, since: 2 });
    expect(trends[1]?.[5]).toEqual({ digit: 5, count: 1, since: 1 });
    expect(trends[2]?.[9]).toEqual({ digit: 9, count: 0, since: null });
  });
});
