import { describe, expect, it } from 'vitest';
import type { RoadHand } from '@platform/contract';
import { BEAD_COLUMNS, BEAD_ROWS, beadCells, roadTally } from './bead-road.ts';

const hand = (winner: RoadHand['winner']): RoadHand => ({ winner, playerPair: false, bankerPair: false });

describe('bead road', () => {
  it('fills each column from the top before the next one, leaving the rest of the grid empty', () => {
    const road = [
      hand('BANKER'),
      hand('PLAYER'),
      hand('TIE'),
      hand('BANKER'),
      hand('BANKER'),
      hand('PLAYER'),
      hand('TIE'),
    ];
    const cells = beadCells(road);
    expect(cells).toHaveLength(BEAD_ROWS * BEAD_COLUMNS);
    // The first column holds the first six hands, top to bottom; the seventh starts the second column.
    const firstColumn = Array.from({ length: BEAD_ROWS }, (_unused, row) => cells[row * BEAD_COLUMNS]);
    expect(firstColumn).toEqual(road.slice(0, 6));
    expect(cells[1]).toEqual(road[6]);
    expect(cells.filter((cell) => cell !== null)).toHaveLength(7);
  });

  it('keeps the latest 72 hands of a longer road', () => {
    const road = Array.from({ length: 80 }, (_unused, index) => hand(index < 8 ? 'TIE' : 'BANKER'));
    expect(beadCells(road).every((cell) => cell?.winner === 'BANKER')).toBe(true);
  });

  it('counts the wins of each side', () => {
    expect(roadTally([hand('BANKER'), hand('BANKER'), hand('TIE'), hand('PLAYER')])).toEqual({
      BANKER: 2,
      PLAYER: 1,
      TIE: 1,
    });
  });
});
