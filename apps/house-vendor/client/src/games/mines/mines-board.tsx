import { useTranslation } from 'react-i18next';
import { MINES_CELLS } from '../../../../src/engine/mines.ts';
import { GemArt, MineArt } from './mines-art.tsx';

interface MinesBoardProps {
  revealed: readonly number[];
  /** Known once the round is over (and on the fairness page); null while it is open. */
  minePositions: readonly number[] | null;
  /** The live board: each hidden cell is a button. Without it the board is a picture (recall). */
  onReveal?: (cell: number) => void;
  /** The cell whose reveal is on its way; every cell waits meanwhile. */
  pendingCell?: number | null;
  disabled?: boolean;
}

type CellState = 'hidden' | 'gem' | 'exploded' | 'mine' | 'safe';

const CELLS = Array.from({ length: MINES_CELLS }, (_, cell) => cell);

const cellState = (cell: number, revealed: readonly number[], mines: readonly number[] | null): CellState => {
  const isMine = mines?.includes(cell) ?? false;
  if (revealed.includes(cell)) return isMine ? 'exploded' : 'gem';
  if (mines === null) return 'hidden';
  return isMine ? 'mine' : 'safe';
};

/** The 5×5 board: gems found, the mine that exploded, and every mine once the round is over. */
export function MinesBoard({
  revealed,
  minePositions,
  onReveal,
  pendingCell = null,
  disabled = false,
}: MinesBoardProps) {
  const { t } = useTranslation();
  return (
    <div className={onReveal === undefined ? 'mines-board mines-board--recall' : 'mines-board'}>
      {CELLS.map((cell) => {
        const state = cellState(cell, revealed, minePositions);
        const label = t('mines.cellLabel', { number: cell + 1, state: t(`mines.cellState.${state}`) });
        const art =
          state === 'gem' || state === 'safe' ? <GemArt /> : state === 'hidden' ? null : <MineArt />;
        const className = `mines-cell mines-cell--${state}${pendingCell === cell ? ' mines-cell--pending' : ''}`;
        if (onReveal === undefined) {
          return (
            <div key={cell} className={className} role="img" aria-label={label}>
              {art}
            </div>
          );
        }
        return (
          <button
            key={cell}
            type="button"
            className={className}
            data-testid={`cell-${cell}`}
            aria-label={label}
            disabled={disabled || state !== 'hidden' || pendingCell !== null}
            onClick={() => onReveal(cell)}
          >
            {art}
          </button>
        );
      })}
    </div>
  );
}
