import { useTranslation } from 'react-i18next';
import type { SlotSpin, SlotTitle } from '../../../../src/engine/slots/engine.ts';
import { formatMinor } from '../../lib/amount.ts';
import { formatMultiplier } from '../../lib/format.ts';
import { unitsToMinor } from './slot-wins.ts';
import { useSymbolName } from './symbol-name.ts';

/**
 * The wins of one spin, line by line: as amounts of the stake when it is known, else as multiples of
 * the stake (the fairness page has no stake).
 */
export function SpinWins({ title, spin, stake }: { title: SlotTitle; spin: SlotSpin; stake: bigint | null }) {
  const { t } = useTranslation();
  const symbolName = useSymbolName();
  const lines = title.paylines.length;
  const amount = (units: number) =>
    stake === null
      ? formatMultiplier((units * spin.multiplier) / lines)
      : formatMinor(unitsToMinor(stake, units * spin.multiplier, lines));

  if (spin.lineWins.length === 0 && spin.scatterUnits === 0 && spin.freeSpinsAwarded === 0) {
    return <p className="muted">{t('slots.noWin')}</p>;
  }
  return (
    <ul className="spin-wins">
      {spin.lineWins.map((win) => (
        <li key={win.line}>
          <span className={`spin-wins__swatch slot-line--${win.line % 6}`} aria-hidden="true" />
          {t('slots.lineWin', { line: win.line + 1, count: win.count, symbol: symbolName(win.symbol) })}
          <span className="spin-wins__amount">{amount(win.units)}</span>
        </li>
      ))}
      {spin.scatterUnits > 0 && (
        <li>
          {t('slots.scatterWin', { count: spin.scatterCount, symbol: symbolName(title.scatter) })}
          <span className="spin-wins__amount">{amount(spin.scatterUnits)}</span>
        </li>
      )}
      {spin.freeSpinsAwarded > 0 && <li>{t('slots.freeSpinsAwarded', { count: spin.freeSpinsAwarded })}</li>}
    </ul>
  );
}
