import { useTranslation } from 'react-i18next';
import type { RoadHand } from '@platform/contract';
import { cx } from '@platform/ui/cx.ts';
import { beadCells, roadTally } from '../lib/bead-road.ts';

const WINNER_CLASS = { BANKER: 'bead--banker', PLAYER: 'bead--player', TIE: 'bead--tie' } as const;

/**
 * A baccarat table's bead road: each hand a coloured bead (banker red, player blue, tie green),
 * down each column then to the right, a dot for a pair; with the tally of wins beside it.
 */
export function BeadRoad({ road }: { road: readonly RoadHand[] }) {
  const { t } = useTranslation();
  const tally = roadTally(road);
  const label = t('live.road.label', {
    count: road.length,
    banker: tally.BANKER,
    player: tally.PLAYER,
    tie: tally.TIE,
  });
  return (
    <div className="bead-road">
      <div className="bead-road__grid" role="img" aria-label={label}>
        {beadCells(road).map((hand, index) =>
          hand === null ? (
            <span key={index} className="bead-road__cell" />
          ) : (
            <span key={index} className="bead-road__cell">
              <span className={cx('bead', WINNER_CLASS[hand.winner])}>
                {t(`live.road.short.${hand.winner}`)}
                {hand.bankerPair && <span className="bead__pair bead__pair--banker" />}
                {hand.playerPair && <span className="bead__pair bead__pair--player" />}
              </span>
            </span>
          ),
        )}
        {road.length === 0 && <span className="bead-road__empty">{t('live.road.empty')}</span>}
      </div>
      <ul className="bead-road__tally" aria-hidden="true">
        {(['BANKER', 'PLAYER', 'TIE'] as const).map((winner) => (
          <li key={winner}>
            <span className={cx('bead', 'bead--sm', WINNER_CLASS[winner])}>
              {t(`live.road.short.${winner}`)}
            </span>
            <span className="bead-road__count">{tally[winner]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
