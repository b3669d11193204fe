import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotTitleCode } from '../../../../src/engine/games.ts';
import { multiplierValue } from '../../../../src/engine/money.ts';
import type { SlotTitle } from '../../../../src/engine/slots/engine.ts';
import { formatMultiplier } from '../../lib/format.ts';
import type { SlotOutcomeView } from '../../lib/outcomes.ts';
import { SlotGrid } from './slot-grid.tsx';
import { freeSpinsAwardedBy } from './slot-wins.ts';
import { SpinWins } from './spin-wins.tsx';

interface SlotRecallProps {
  titleCode: SlotTitleCode;
  title: SlotTitle;
  outcome: SlotOutcomeView;
  stake: bigint | null;
}

/** Every spin of a round (the paid one, then each free spin) with its lines, one page per spin. */
export function SlotRecall({ titleCode, title, outcome, stake }: SlotRecallProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const spin = outcome.spins[index];
  if (spin === undefined) return null;
  const freeSpins = outcome.spins.length - 1;

  return (
    <div className="slot-recall">
      <div className="slot-recall__header">
        <span className="slot-recall__spin">
          {index === 0
            ? t('slots.paidSpin')
            : t('slots.freeSpinCounter', { current: index, total: freeSpinsAwardedBy(outcome.spins, index) })}
          {spin.multiplier > 1 && ` · ${formatMultiplier(spin.multiplier)}`}
        </span>
        {freeSpins > 0 && (
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              {t('slots.previousSpin')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={index === freeSpins}
              onClick={() => setIndex(index + 1)}
            >
              {t('slots.nextSpin')}
            </button>
          </div>
        )}
      </div>
      <SlotGrid
        titleCode={titleCode}
        title={title}
        grid={spin.grid}
        lineWins={spin.lineWins}
        scatterWon={spin.scatterUnits > 0 || spin.freeSpinsAwarded > 0}
      />
      <SpinWins title={title} spin={spin} stake={stake} />
      {stake === null && (
        <p className="recall__line">
          {t('slots.roundTotal', { multiplier: formatMultiplier(multiplierValue(outcome.multiplier)) })}
        </p>
      )}
      {outcome.jackpotHit && <p className="recall__line">{t('slots.jackpotHit')}</p>}
    </div>
  );
}
