import { useTranslation } from 'react-i18next';
import type { SlotTitleCode } from '../../../../src/engine/games.ts';
import type { LineWin, SlotTitle } from '../../../../src/engine/slots/engine.ts';
import { paths } from '../../config/paths.ts';
import { cellKey, winningCells } from './slot-wins.ts';
import { useSymbolName } from './symbol-name.ts';

interface SlotGridProps {
  titleCode: SlotTitleCode;
  title: SlotTitle;
  /** `grid[reel][row]`, the symbols the reels stop on. */
  grid: readonly (readonly string[])[];
  lineWins: readonly LineWin[];
  /** The scatters paid or awarded free spins: they light up too. */
  scatterWon: boolean;
  /** Reels from this index on still spin; all reels stand still by default. */
  stoppedReels?: number;
  /** Changes with every spin, so the landing bounce plays again. */
  spinKey?: number;
}

/** How many strip symbols run past while a reel spins. */
const SPIN_SYMBOLS = 8;

/** The 5×3 window: reels spin as blurred strips and land left to right; winning lines are drawn over it. */
export function SlotGrid({
  titleCode,
  title,
  grid,
  lineWins,
  scatterWon,
  stoppedReels = Number.POSITIVE_INFINITY,
  spinKey = 0,
}: SlotGridProps) {
  const { t } = useTranslation();
  const symbolName = useSymbolName();
  const isStill = stoppedReels >= grid.length;
  const highlighted = isStill ? winningCells(title, grid, lineWins, scatterWon) : new Set<string>();

  return (
    <div className="slot-grid">
      {grid.map((column, reel) =>
        reel < stoppedReels ? (
          <div key={`${reel}-${spinKey}`} className={`reel${spinKey > 0 ? ' reel--landed' : ''}`}>
            {column.map((symbol, row) => {
              const isWin = highlighted.has(cellKey(reel, row));
              const special = symbol === title.wild ? 'wild' : symbol === title.scatter ? 'scatter' : null;
              return (
                <div
                  key={row}
                  className={`symbol${isWin ? ' symbol--win' : ''}${special === null ? '' : ` symbol--${special}`}`}
                >
                  <img src={paths.symbol(titleCode, symbol)} alt={symbolName(symbol)} draggable={false} />
                  {special !== null && <span className="symbol__tag">{t(`slots.${special}`)}</span>}
                </div>
              );
            })}
          </div>
        ) : (
          <div key={`${reel}-spin`} className="reel reel--spinning" aria-hidden="true">
            <div className="reel__strip" style={{ animationDelay: `${-reel * 70}ms` }}>
              {[0, 1].flatMap((copy) =>
                (title.reels[reel] ?? []).slice(0, SPIN_SYMBOLS).map((symbol, index) => (
                  <div key={`${copy}-${index}`} className="symbol">
                    <img src={paths.symbol(titleCode, symbol)} alt="" draggable={false} />
                  </div>
                )),
              )}
            </div>
          </div>
        ),
      )}
      {isStill && lineWins.length > 0 && (
        <svg
          className="slot-lines"
          viewBox={`0 0 ${grid.length} ${title.rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lineWins.map((win) => (
            <polyline
              key={win.line}
              className={`slot-line slot-line--${win.line % 6}`}
              points={(title.paylines[win.line] ?? [])
                .map((row, reel) => `${reel + 0.5},${row + 0.5}`)
                .join(' ')}
            />
          ))}
        </svg>
      )}
    </div>
  );
}
