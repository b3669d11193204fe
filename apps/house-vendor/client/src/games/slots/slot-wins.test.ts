import { describe, expect, it } from 'vitest';
import { cellKey, freeSpinsAwardedBy, unitsToMinor, winningCells } from './slot-wins.ts';

const TITLE = {
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 1, 2, 1, 0],
  ],
  scatter: 'moon',
};

const GRID = [
  ['a', 'b', 'moon'],
  ['a', 'b', 'c'],
  ['c', 'b', 'a'],
  ['moon', 'c', 'c'],
  ['c', 'c', 'c'],
];

describe('slot wins', () => {
  it('lights the first `count` reels of each winning line', () => {
    const cells = winningCells(TITLE, GRID, [{ line: 0, symbol: 'b', count: 3, units: 5 }], false);
    expect([...cells].sort()).toEqual([cellKey(0, 1), cellKey(1, 1), cellKey(2, 1)]);
  });

  it('follows a zigzag line and adds every scatter in view when the scatters paid', () => {
    const cells = winningCells(TITLE, GRID, [{ line: 1, symbol: 'a', count: 3, units: 2 }], true);
    expect([...cells].sort()).toEqual(
      [cellKey(0, 0), cellKey(0, 2), cellKey(1, 1), cellKey(2, 2), cellKey(3, 0)].sort(),
    );
  });

  it('pays units as a share of the stake, rounded down once', () => {
    expect(unitsToMinor(100n, 5, 20)).toBe(25n);
    expect(unitsToMinor(20n, 3, 25)).toBe(2n);
    expect(unitsToMinor(20n, 0, 25)).toBe(0n);
  });

  it('counts the free spins awarded so far, retriggers included', () => {
    const spins = [
      { freeSpinsAwarded: 10 },
      { freeSpinsAwarded: 0 },
      { freeSpinsAwarded: 5 },
      { freeSpinsAwarded: 0 },
    ];
    expect(freeSpinsAwardedBy(spins, 1)).toBe(10);
    expect(freeSpinsAwardedBy(spins, 2)).toBe(15);
  });
});
