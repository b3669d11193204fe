import type { TicketPrizeView } from '@platform/contract';
import { segmentAngle, slicePath } from '../lib/wheel.ts';

const SIZE = 300;
const CENTRE = SIZE / 2;
const RADIUS = CENTRE - 6;

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The prize wheel with the event's segments, turned by `rotation` degrees; while `isTurning` the
 * turn eases over seconds and `onStopped` follows its end (`lib/wheel.ts` picks the rotation that
 * stops the drawn segment under the pointer).
 */
export function PrizeWheel({
  prizes,
  labels,
  rotation,
  isTurning,
  onStopped,
}: {
  prizes: TicketPrizeView[];
  labels: string[];
  rotation: number;
  isTurning: boolean;
  onStopped: () => void;
}) {
  const angle = segmentAngle(prizes.length);
  return (
    <div className="tickets-wheel">
      <span className="tickets-wheel__pointer" aria-hidden="true" />
      <svg
        className={`tickets-wheel__disc${isTurning ? ' tickets-wheel__disc--turning' : ''}`}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-segments={prizes.length}
        data-turning={isTurning}
        onTransitionEnd={() => {
          if (isTurning) onStopped();
        }}
        role="img"
        aria-label={labels.join(', ')}
      >
        {prizes.map((prize, index) => {
          const middle = (index + 0.5) * angle;
          return (
            <g key={prize.index} data-index={prize.index}>
              <path
                className={`tickets-wheel__segment tickets-wheel__segment--${index % 4}${
                  prize.kind === 'RETRY' ? ' tickets-wheel__segment--retry' : ''
                }`}
                d={
                  prizes.length === 1
                    ? `M ${CENTRE} ${CENTRE - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTRE - 0.01} ${CENTRE - RADIUS} Z`
                    : slicePath(index * angle, (index + 1) * angle, RADIUS, CENTRE)
                }
              />
              <text
                className="tickets-wheel__label"
                x={CENTRE}
                y={CENTRE - RADIUS * 0.62}
                transform={`rotate(${middle} ${CENTRE} ${CENTRE})`}
                textAnchor="middle"
              >
                {(labels[index] ?? '').slice(0, 10)}
              </text>
            </g>
          );
        })}
        <circle className="tickets-wheel__hub" cx={CENTRE} cy={CENTRE} r={26} />
      </svg>
    </div>
  );
}
