import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiceDirection } from '../../../../src/engine/dice.ts';
import { formatRoll, formatTarget } from '../../lib/format.ts';

interface DiceBarProps {
  /** Hundredths, as the engine counts. */
  target: number;
  direction: DiceDirection;
  /** The last roll (0..9999), null before the first. */
  roll: number | null;
  win: boolean | null;
}

const MARKS = [0, 25, 50, 75, 100] as const;

/** The 0–100 bar: the winning zone, the target, and the roll's marker sliding to its place. */
export function DiceBar({ target, direction, roll, win }: DiceBarProps) {
  const { t } = useTranslation();
  const targetPercent = target / 100;
  const zone: CSSProperties =
    direction === 'under'
      ? { left: 0, width: `${targetPercent}%` }
      : { left: `${targetPercent}%`, width: `${100 - targetPercent}%` };
  const markerState = win === null ? '' : win ? ' dice-bar__marker--win' : ' dice-bar__marker--lose';

  return (
    <div
      className="dice-bar"
      role="img"
      aria-label={
        roll === null
          ? t('dice.barLabel', {
              target: formatTarget(target),
              direction: t(`dice.direction.${direction}`),
            })
          : t('dice.barLabelRoll', {
              target: formatTarget(target),
              direction: t(`dice.direction.${direction}`),
              roll: formatRoll(roll),
            })
      }
    >
      <div className="dice-bar__track">
        <div className="dice-bar__zone" style={zone} />
        <div className="dice-bar__target" style={{ left: `${targetPercent}%` }} />
        {roll !== null && (
          <div className={`dice-bar__marker${markerState}`} style={{ left: `${roll / 100}%` }}>
            <span className="dice-bar__roll">{formatRoll(roll)}</span>
          </div>
        )}
      </div>
      <div className="dice-bar__scale" aria-hidden="true">
        {MARKS.map((mark) => (
          <span key={mark} style={{ left: `${mark}%` }}>
            {mark}
          </span>
        ))}
      </div>
    </div>
  );
}
