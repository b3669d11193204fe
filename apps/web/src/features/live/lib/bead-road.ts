import { ROAD_MAX, type BaccaratWinner, type RoadHand } from '@platform/contract';

/** A bead road is read down each column, then the next column to the right. */
export const BEAD_ROWS = 6;
export const BEAD_COLUMNS = ROAD_MAX / BEAD_ROWS;

/**
 * The road's cells in grid order (row by row, as CSS lays them out), for hands filled down each
 * column: the latest {@link ROAD_MAX} hands, then empty cells (null) to the end of the grid.
 */
export const beadCells = (road: readonly RoadHand[]): (RoadHand | null)[] => {
  const hands = road.slice(-ROAD_MAX);
  return Array.from({ length: ROAD_MAX }, (_unused, index) => {
    const row = Math.floor(index / BEAD_COLUMNS);
    const column = index % BEAD_COLUMNS;
    return hands[column * BEAD_ROWS + row] ?? null;
  });
};

/** How many hands each side won. */
export const roadTally = (road: readonly RoadHand[]): Record<BaccaratWinner, number> => {
  const tally = { BANKER: 0, PLAYER: 0, TIE: 0 };
  for (const hand of road) tally[hand.winner] += 1;
  return tally;
};
